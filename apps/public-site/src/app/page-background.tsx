import { useEffect, useRef, useState } from 'react';
import { bakeBackground, bakedFor, bakeKey, canBake, forgetBake } from './baked-background';

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
}

/**
 * The full-page background photo. The first page that shows a photo uses the CSS effects of page.css;
 * when the browser is idle the photo is baked (see baked-background.ts) and every later page, and this
 * one, shows the baked picture: the same look at a fraction of the raster cost, which keeps taps fast.
 */
export function PageBackground({ url, theme }: PageBackgroundProps) {
  const key = bakeKey(url, theme);
  const ref = useRef<HTMLDivElement>(null);
  const [, setBaked] = useState(0);
  const baked = bakedFor(key);

  useEffect(() => {
    const layer = ref.current;
    const page = layer?.parentElement;
    if (!layer || !page || !canBake() || baked === null) return;
    let live = true;
    // Reading computed styles forces a style pass: never in the task that shows the page.
    const cancel = whenIdle(() => {
      const color = getComputedStyle(page).backgroundColor;
      if (baked) {
        if (color === baked.color) return;
        forgetBake(key);
        setBaked((n) => n + 1);
        return;
      }
      const style = getComputedStyle(layer);
      const input = { url, color, opacity: Number(style.opacity), filter: style.filter };
      void bakeBackground(key, input).then(() => live && setBaked((n) => n + 1));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [key, url, baked]);

  if (baked) {
    return (
      <div
        ref={ref}
        className="ps-page__bg ps-page__bg--baked"
        style={{
          backgroundImage: `linear-gradient(to bottom, transparent 0%, ${baked.color} 75%), url("${baked.src}")`,
        }}
        aria-hidden="true"
      />
    );
  }
  return <div ref={ref} className="ps-page__bg" style={{ backgroundImage: `url("${url}")` }} aria-hidden="true" />;
}
