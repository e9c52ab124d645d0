import { createContext } from 'react';

/** Whether a photo URL is known to fail (from the off-DOM preload); such photos render as initials tiles. */
export const FailedImages = createContext<(url: string) => boolean>(() => false);
