/**
 * `@laurel/ui/gestures`: the gallery's pinch zoom and the tap hook, for viewers that load on demand (the
 * flipbook). Kept out of `@laurel/ui` so a visitor's home page does not download them; not a federation
 * singleton (plain hooks, no React context), so each lazy chunk that uses them carries them.
 */
export * from '../hooks/use-pinch-zoom';
export * from '../hooks/use-tap';
