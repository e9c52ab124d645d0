import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bakeBackground, bakedFor, bakeKey, canBake } from './baked-background';
import { claimBackdrop } from './page-backdrop';

/** Runs `fn` when the browser is idle (never in the middle of a tap's frame); returns a cancel function. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

export interface PageBackgroundProps {
  url: string;
  /** What the page colour under it depends on (light/dark and the site's background colour). */
  theme: string;
  /** The page covers it with its own full-bleed background (Home): keep it ready, but do not show it. */
  covered?: boolean;
}

/**
 * The full-page background photo. The first page that shows a photo uses the CSS effects of page.css;
 * when the browser is idle the photo is baked (baked-background.ts), and from then on this page and every
 * later one show the baked picture on the shared backdrop (page-backdrop.ts), which lives across pages:
 * the same look, and no background to rasterise again when a tap opens the next page.
 */
export function PageBackground({ url, theme, covered = false }: PageBackgroundProps) {
  const key = bakeKey(url, theme);
  const ref = useRef<HTMLDivElement>(null);
  const [, setBaked] = useState(0);
  const baked = bakedFor(key);

  // Baked: the backdrop shows it and the page lets it through, before the page is first painted.
  useLayoutEffect(() => {
    const page = ref.current?.parentElement;
    const holder = page?.parentElement;
    if (!baked || !page || !holder) return;
    const release = claimBackdrop(holder, baked);
    if (!covered) page.dataset.backdrop = 'true';
    return () => {
      release();
      delete page.dataset.backdrop;
    };
  }, [baked, covered]);

  // Not baked yet: bake when the browser is idle (reading computed styles forces a style pass).
  useEffect(() => {
    const layer = ref.current;
    const page = layer?.parentElement;
    if (baked !== undefined || !layer || !page || !canBake()) return;
    let live = true;
    const cancel = whenIdle(() => {
      const style = getComputedStyle(layer);
      const input = {
        url,
        color: getComputedStyle(page).backgroundColor,
        opacity: Number(style.opacity),
        filter: style.filter,
      };
      void bakeBackground(key, input).then(() => live && setBaked((n) => n + 1));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [key, url, baked]);

  if (baked) return <div ref={ref} hidden />;
  return <div ref={ref} className="ps-page__bg" style={{ backgroundImage: `url("${url}")` }} aria-hidden="true" />;
}
