import { DEFAULT_CAST_SCREEN_CONFIG, type CastScreen } from '@laurel/domain';
import { NAME_ERROR, readScreen, screenInput, SLIDE_TIME_ERROR, slideTimeMs, validateScreen } from './screen-form';

const screen = {
  screenId: 'x',
  name: 'Lobby',
  categoryIds: ['a'],
  config: { ...DEFAULT_CAST_SCREEN_CONFIG, timePerSlideInMs: 8000 },
} as CastScreen;

it('edits the slide time in seconds and refuses zero, too long or unreadable times', () => {
  expect(readScreen(screen).slideSeconds).toBe('8');
  expect(slideTimeMs('0')).toBeNull();
  expect(slideTimeMs('3601')).toBeNull();
  expect(slideTimeMs('2,5')).toBe(2500);
  expect(validateScreen({ ...readScreen(screen), slideSeconds: '0', name: ' ' })).toEqual({
    name: NAME_ERROR,
    slideSeconds: SLIDE_TIME_ERROR,
  });
});

it('saves the name trimmed, the folders in order and the slide time in ms', () => {
  const draft = { ...readScreen(screen), name: ' Gym ', categoryIds: ['b', 'a'], slideSeconds: '6' };
  expect(screenInput(draft)).toEqual({
    name: 'Gym',
    categoryIds: ['b', 'a'],
    config: { ...DEFAULT_CAST_SCREEN_CONFIG, timePerSlideInMs: 6000 },
  });
});
