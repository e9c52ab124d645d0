/** @jest-environment jsdom */
import { notePlayed, NOW_INDUCTED_PLAY_MS, nowInductedSlides, playedSets, shouldPlay } from './now-inducted';
import { folder, person, screenOf } from '../../lib/test-fixtures';

const options = { origin: 'https://hall.example.org', imageWidth: 1000 };
const at = '2026-10-10T19:30:00.000Z';
const t = Date.parse(at);
const classOf = folder('cat-2026', { categoryName: 'Class of 2026' });
const set = {
  id: 'sched-1',
  at,
  name: 'Class of 2026',
  categories: [
    {
      category: classOf,
      entries: [
        person('e1', 'cat-2026', { firstName: 'Ada', lastName: 'Inductee' }),
        person('e2', 'cat-2026', { firstName: 'Ben', lastName: 'Inductee' }),
      ],
    },
  ],
};

test('the set is the class’s profiles, titled “Now inducted”, keyed apart from the screen’s own slides', () => {
  const slides = nowInductedSlides(set, screenOf(['cat-other']), options);
  expect(slides.map((s) => (s.kind === 'profile' ? s.name : s.key))).toEqual(['Ada Inductee', 'Ben Inductee']);
  expect(slides.map((s) => s.categoryName)).toEqual(['Now inducted · Class of 2026', 'Now inducted · Class of 2026']);
  expect(slides[0].key).toBe('inducted:profile:e1');
});

test('a screen plays a set once, from its second and for a few minutes only', () => {
  expect(shouldPlay(undefined, [], t)).toBe(false);
  expect(shouldPlay(set, [], t - 5000)).toBe(false);
  expect(shouldPlay(set, [], t + 200)).toBe(true);
  expect(shouldPlay(set, ['sched-1'], t + 200)).toBe(false);
  expect(shouldPlay(set, [], t + NOW_INDUCTED_PLAY_MS)).toBe(false);
});

test('the sets played are remembered per screen across reloads', () => {
  const storage = window.localStorage;
  expect(playedSets(storage, 'tv-1')).toEqual([]);
  notePlayed(storage, 'tv-1', 'sched-1');
  notePlayed(storage, 'tv-1', 'sched-1');
  expect(playedSets(storage, 'tv-1')).toEqual(['sched-1']);
  expect(playedSets(storage, 'tv-2')).toEqual([]);
  storage.setItem('laurel.cast.inducted.tv-3', 'not json');
  expect(playedSets(storage, 'tv-3')).toEqual([]);
});
