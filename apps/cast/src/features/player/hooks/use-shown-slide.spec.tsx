/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { buildSlides, type Slide } from '../../slides';
import { folder, person, screenOf } from '../../../lib/test-fixtures';
import { layerSignature } from '../lib/layer-signature';
import { useShownSlide } from './use-shown-slide';

const options = { origin: 'https://hall.example.org', imageWidth: 960 };
const screen = screenOf(['cat-a']);
const own = buildSlides(
  {
    screen,
    categories: [
      {
        category: folder('cat-a', { categoryName: 'Track' }),
        entries: [person('a1', 'cat-a', { firstName: 'Ann' }), person('a2', 'cat-a', { firstName: 'Bo' })],
      },
    ],
  },
  options,
);
/** Another set, as when a class announced by its schedule starts playing ("Now inducted"). */
const inducted = buildSlides(
  {
    screen,
    categories: [
      {
        category: folder('cat-c', { categoryName: 'Class of 2026' }),
        entries: [person('c1', 'cat-c', { firstName: 'Quintessa' }), person('c2', 'cat-c', { firstName: 'Bart' })],
      },
    ],
  },
  options,
).map((slide) => ({ ...slide, key: `inducted:${slide.key}` }));

test('a new set of slides (a data refresh, "Now inducted") replaces the slide on screen in the same render, with no blank frame', () => {
  const onScreen: (string | null)[] = [];
  const { result, rerender } = renderHook(
    ({ slides }: { slides: Slide[] }) => {
      const shown = useShownSlide(slides, 0, 0);
      onScreen.push(shown.shown.current?.key ?? null);
      return shown;
    },
    { initialProps: { slides: own } },
  );
  // The first slide is prepared in its hidden layer, then goes on screen.
  act(() => result.current.readiness.onReady(layerSignature(own[0], () => false)));
  expect(result.current.shown.current?.key).toBe(own[0].key);

  onScreen.length = 0;
  rerender({ slides: inducted });
  expect(onScreen[0]).toBe(inducted[0].key);
  expect(onScreen).not.toContain(null);
  expect(result.current.shown.current?.key).toBe(inducted[0].key);
  expect(result.current.shown.previous).toBeNull();
});
