import { isTouchOnlyDisplay } from './touch-only-display';

const display = (features: string[], width: number, height: number) => ({
  matchMedia: (q: string) => ({ matches: features.includes(q) }) as MediaQueryList,
  screen: { width, height } as Screen,
});
const touchOnly = ['(any-pointer: coarse)', '(any-hover: none)'];

test('a large screen with only touch input is a kiosk, marked or not', () => {
  expect(isTouchOnlyDisplay(display(touchOnly, 1080, 1920))).toBe(true);
  expect(isTouchOnlyDisplay(display(touchOnly, 3840, 2160))).toBe(true);
});

test('a screen with a mouse or trackpad, or a phone, is not', () => {
  expect(isTouchOnlyDisplay(display([...touchOnly, '(any-pointer: fine)'], 1920, 1080))).toBe(false);
  expect(isTouchOnlyDisplay(display(['(any-pointer: fine)', '(any-hover: hover)'], 1920, 1080))).toBe(false);
  expect(isTouchOnlyDisplay(display(touchOnly, 390, 844))).toBe(false);
  expect(isTouchOnlyDisplay(undefined)).toBe(false);
});
