import { useEffect, useState } from 'react';
import { nextIndex } from '../lib/slide-clock';
import { slideImageUrls, type Slide } from '../lib/slide-types';
import { useDecodedImages } from './use-decoded-images';

export interface ShownSlides {
  /** The slide on screen. */
  current: Slide | null;
  /** The slide fading out underneath, during a transition. */
  previous: Slide | null;
}

const FADE_MS = 700;

/**
 * Which slide is on screen. The displayed index picks the slide, but it only goes on screen once its images
 * are decoded (the slide before stays until then), so there is never a blank frame. The slides around the
 * current one are decoded ahead: the one advanced to and the one after it.
 */
export function useShownSlide(slides: readonly Slide[], index: number, displayedIndex: number): ShownSlides {
  const count = slides.length;
  const target = count > 0 ? slides[Math.min(displayedIndex, count - 1)] : null;
  const ahead = count > 0 ? [slides[index % count], slides[nextIndex(index, count)], slides[nextIndex(displayedIndex, count)]] : [];
  const wanted = [target, ...ahead].filter((s): s is Slide => !!s).flatMap(slideImageUrls);
  const isReady = useDecodedImages(wanted);
  const [shown, setShown] = useState<{ current: string | null; previous: string | null }>({ current: null, previous: null });

  const currentExists = shown.current !== null && slides.some((s) => s.key === shown.current);
  // A slide removed by a data refresh is replaced at once; otherwise the target waits for its images.
  const targetReady = !!target && (isReady(slideImageUrls(target)) || (shown.current !== null && !currentExists));
  useEffect(() => {
    if (!target || !targetReady || shown.current === target.key) return;
    setShown({ current: target.key, previous: currentExists ? shown.current : null });
  }, [target, targetReady, shown, currentExists]);

  useEffect(() => {
    if (!shown.previous) return undefined;
    const timer = setTimeout(() => setShown((s) => ({ ...s, previous: null })), FADE_MS);
    return () => clearTimeout(timer);
  }, [shown.previous]);

  const find = (key: string | null) => (key === null ? null : (slides.find((s) => s.key === key) ?? null));
  return { current: find(shown.current), previous: find(shown.previous) };
}
