/**
 * A display visitors can only touch (no mouse or trackpad, nothing hovers) that is larger than a phone: a
 * kiosk or a wall tablet, even when its address does not carry `touchScreen`. Phones (short side under
 * 600 CSS px) are not: a visitor reading on their own phone is never moved.
 */
export function isTouchOnlyDisplay(
  win: Pick<Window, 'matchMedia' | 'screen'> | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  if (!win?.matchMedia || !win.screen) return false;
  const mq = (q: string) => win.matchMedia(q).matches;
  return (
    mq('(any-pointer: coarse)') &&
    !mq('(any-pointer: fine)') &&
    mq('(any-hover: none)') &&
    Math.min(win.screen.width, win.screen.height) >= 600
  );
}
