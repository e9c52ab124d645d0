import { useLayoutEffect, useState } from 'react';
import { kioskBoardFit, type BoardFit } from './rows-per-page';

/**
 * `kioskBoardFit` for the screen the board is on, kept in step when the screen turns or resizes. The first
 * render has no fit (a server render knows no screen, and hydration must make the same markup); the screen is
 * read before the first paint.
 */
export function useKioskBoardFit(kiosk: boolean | undefined, boards: number): BoardFit | null {
  const [screen, setScreen] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    if (!kiosk) return undefined;
    const read = () => setScreen({ width: window.innerWidth, height: window.innerHeight });
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [kiosk]);
  return kiosk && screen ? kioskBoardFit(boards, screen.width, screen.height) : null;
}
