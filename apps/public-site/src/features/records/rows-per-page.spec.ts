import { rowsPerPage } from './rows-per-page';

test('boards side by side share the screen; each fits it on its own when they must stack', () => {
  // landscape 1080p: two boards side by side, five rows each; the same at 4K (design px scale)
  expect(rowsPerPage(2, 1920, 1080)).toBe(5);
  expect(rowsPerPage(3, 1920, 1080)).toBe(5);
  expect(rowsPerPage(3, 3840, 2160)).toBe(5);
  // portrait: one column; a board fills the screen below the heading and filters
  expect(rowsPerPage(3, 1080, 1920)).toBe(15);
});

test('a board on a 720p screen shows the same rows as at 1080p', () => {
  expect(rowsPerPage(1, 1280, 720)).toBe(5);
});
