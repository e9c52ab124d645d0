import { useEffect, useState } from 'react';

/** Device pixels across the screen (rounded to 320 px steps), to load photos at the size they are shown. */
export function useImageWidth(): number {
  const measure = () =>
    typeof window === 'undefined'
      ? 1920
      : Math.ceil((Math.max(window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1)) / 320) * 320;
  const [width, setWidth] = useState(measure);
  useEffect(() => {
    const onResize = () => setWidth(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
