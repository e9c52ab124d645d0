import { useEffect, useState } from 'react';
import { layerSignature } from '../lib/layer-signature';
import { nextIndex } from '../lib/slide-clock';
import { slideImageUrls, type Slide } from '../../slides';
import { useDecodedImages } from './use-decoded-images';

export interface ShownSlides {
  /** The slide on screen. */
  current: Slide | null;
  /** The slide fading out underneath, during a transition. */
  previous: Slide | null;
  /** The slide prepared ahead in a hidden layer (mounted, its photos decoded), which goes on screen next. */
  next?: Slide | null;
}

/** What the hidden layer needs: which photos failed (tiles instead), whether all are settled, and where to report ready. */
export interface LayerReadiness {
  isSettled: (urls: readonly string[]) => boolean;
  isFailed: (url: string) => boolean;
  onReady: (signature: string) => void;
}

const FADE_MS = 700;
/** For a stage rendered without a player (tests): nothing failed, nothing to report. */
export const NO_READINESS: LayerReadiness = { isSettled: () => true, isFailed: () => false, onReady: () => undefined };

/**
 * Which slide is on screen. The displayed index picks the target slide; it is mounted ahead of time in a
 * hidden layer (while the slide before is still showing the upcoming one is prepared there), its photos are
 * decoded in that very layer (`img.decode()`), and only when the layer reports ready are the layers swapped,
 * so the DOM that goes on screen is the DOM that was decoded: never a blank frame. The images of the slides
 * around the current one are also loaded ahead off-DOM, which settles which photos fail (initials tiles).
 */
export function useShownSlide(
  slides: readonly Slide[],
  index: number,
  displayedIndex: number,
): { shown: ShownSlides; readiness: LayerReadiness } {
  const count = slides.length;
  const target = count > 0 ? slides[Math.min(displayedIndex, count - 1)] : null;
  const ahead =
    count > 0 ? [slides[index % count], slides[nextIndex(index, count)], slides[nextIndex(displayedIndex, count)]] : [];
  const wanted = [target, ...ahead].filter((s): s is Slide => !!s).flatMap(slideImageUrls);
  const images = useDecodedImages(wanted);
  const [shown, setShown] = useState<{ current: string | null; previous: string | null }>({
    current: null,
    previous: null,
  });
  const [readySignature, setReadySignature] = useState<string | null>(null);

  const currentExists = shown.current !== null && slides.some((s) => s.key === shown.current);
  // A slide removed by a data refresh is replaced at once; otherwise the target waits for its prepared layer,
  // unless it is the layer still fading out (a restart went back to it): that one was on screen already.
  const prepared =
    !!target &&
    ((readySignature === layerSignature(target, images.isFailed) && images.isSettled(slideImageUrls(target))) ||
      target.key === shown.previous);
  const targetReady = !!target && (prepared || (shown.current !== null && !currentExists));
  useEffect(() => {
    if (!target || !targetReady || shown.current === target.key) return;
    setShown({ current: target.key, previous: currentExists ? shown.current : null });
    setReadySignature(null);
  }, [target, targetReady, shown, currentExists]);

  useEffect(() => {
    if (!shown.previous) return undefined;
    const timer = setTimeout(() => setShown((s) => ({ ...s, previous: null })), FADE_MS);
    return () => clearTimeout(timer);
  }, [shown.previous]);

  const find = (key: string | null) => (key === null ? null : (slides.find((s) => s.key === key) ?? null));
  // The slide on screen left the list (a refresh, a "Now inducted" set starting): its replacement is drawn in this
  // very render (the effect above records it), not after a frame of the empty stage.
  const current = currentExists ? find(shown.current) : shown.current !== null && target ? target : null;
  const upcoming = count > 1 ? slides[nextIndex(Math.min(displayedIndex, count - 1), count)] : null;
  const candidate = target && target.key !== shown.current ? target : upcoming;
  // The layer fading out cannot also be the one being prepared (one element per slide): it waits for the fade.
  const next = candidate && candidate.key !== shown.current && candidate.key !== shown.previous ? candidate : null;
  return {
    shown: { current, previous: find(shown.previous), next },
    readiness: { isSettled: images.isSettled, isFailed: images.isFailed, onReady: setReadySignature },
  };
}
