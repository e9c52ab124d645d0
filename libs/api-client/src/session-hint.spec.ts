import { hasSessionHint } from './session-hint';

test('the hint is found among other cookies, in any position', () => {
  expect(hasSessionHint('laurel_session=1')).toBe(true);
  expect(hasSessionHint('theme=dark; laurel_session=1; _dd_s=abc')).toBe(true);
  expect(hasSessionHint('a=1;laurel_session=1')).toBe(true);
});

test('no hint: no cookies, other cookies, a cleared hint or a look-alike name', () => {
  expect(hasSessionHint('')).toBe(false);
  expect(hasSessionHint('theme=dark; _dd_s=abc')).toBe(false);
  expect(hasSessionHint('laurel_session=')).toBe(false);
  expect(hasSessionHint('xlaurel_session=1; laurel_sessions=1')).toBe(false);
});

test('outside a browser (no document) there is no hint', () => {
  expect(hasSessionHint()).toBe(false);
});
