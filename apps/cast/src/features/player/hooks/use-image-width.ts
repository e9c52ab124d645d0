import { useEffect, useState } from 'react';

/**
 * Device pixels a slide photo is shown at (about 45% of a landscape screen's width, the full width in
 * portrait), rounded up to 320 px steps, so photos load at the size they are shown.
 */
export function useImageWidth(): number {
  const measure = () => {
    if (typeof window === 'undefined') return 960;
    const { innerWidth: w, innerHeight: h, devicePixelRatio: dpr } = window;
    const shown = (w >= h ? w * 0.45 : w) * (dpr || 1);
    return Math.max(320, Math.ceil(shown / 320) * 320);
  };
  const [width, setWidth] = useState(measure);
  useEffect(() => {
    const onResize = () => setWidth(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
