/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { buildSlides, type Slide } from '../../slides';
import { folder, person, screenOf } from '../../../lib/test-fixtures';
import { layerSignature } from '../lib/layer-signature';
import { useShownSlide } from './use-shown-slide';

const options = { origin: 'https://hall.example.org', imageWidth: 960 };
const screen = screenOf(['cat-a']);
/** The screen's slides of one folder of profiles. */
const slidesOf = (folderId: string, categoryName: string, people: [string, string][]): Slide[] =>
  buildSlides(
    {
      screen,
      categories: [
        {
          category: folder(folderId, { categoryName }),
          entries: people.map(([id, firstName]) => person(id, folderId, { firstName })),
        },
      ],
    },
    options,
  );
const own = slidesOf('cat-a', 'Track', [
  ['a1', 'Ann'],
  ['a2', 'Bo'],
]);
/** Another set, as when a class announced by its schedule starts playing ("Now inducted"). */
const inducted = slidesOf('cat-c', 'Class of 2026', [
  ['c1', 'Quintessa'],
  ['c2', 'Bart'],
]).map((slide) => ({ ...slide, key: `inducted:${slide.key}` }));

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
