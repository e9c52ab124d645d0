import { useEffect } from 'react';
import { loadOtherPages } from './page-chunks';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * A screen a visitor may tap: one that cannot hover (a phone, a tablet, a kiosk) or has a touch screen besides
 * its mouse (a touch laptop). A tap gives no hover as advance notice.
 */
const mayBeTapped = () =>
  (typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0) ||
  (typeof window.matchMedia === 'function' &&
    (window.matchMedia('(hover: none)').matches || window.matchMedia('(any-pointer: coarse)').matches));

/**
 * On Home, the other pages' code comes with the first sign of leaving it where a mouse gives one: a card
 * hovered or focused (home-categories.tsx), or the first pointer or key press anywhere. A kiosk (it keeps its
 * code for offline use) and any screen that may be tapped (it cannot hover, or has a touch screen too) load it
 * once Home is idle instead, after the first screen, so that no tap waits for the network.
 */
export function usePreloadOtherPages(touchScreen: boolean): void {
  useEffect(() => {
    const load = () => void loadOtherPages();
    let idle: number | undefined;
    if (touchScreen || mayBeTapped())
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: 3000 })
          : window.setTimeout(load, 1000);
    const options = { capture: true, passive: true, once: true };
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, options);
    return () => {
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, options);
    };
  }, [touchScreen]);
}
