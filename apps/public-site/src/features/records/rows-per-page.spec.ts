import { kioskBoardFit } from './rows-per-page';

test('boards side by side share the screen when they all fit', () => {
  // landscape 1080p: two columns; two boards side by side, five rows each; the same at 4K (design px scale)
  expect(kioskBoardFit(2, 1920, 1080)).toEqual({ rows: 5, boards: 2 });
  expect(kioskBoardFit(2, 3840, 2160)).toEqual({ rows: 5, boards: 2 });
  // portrait: one column; two boards stack with six rows each
  expect(kioskBoardFit(2, 1080, 1920)).toEqual({ rows: 6, boards: 2 });
  expect(kioskBoardFit(1, 1080, 1920)).toEqual({ rows: 15, boards: 1 });
});

test('more boards than fit take turns, a set at a time, never fewer than four rows each', () => {
  // portrait: three boards would leave three rows each; two share the screen, then the third
  expect(kioskBoardFit(3, 1080, 1920)).toEqual({ rows: 6, boards: 2 });
  expect(kioskBoardFit(5, 1080, 1920)).toEqual({ rows: 6, boards: 2 });
  // landscape: a second row of boards does not fit; two at a time, side by side
  expect(kioskBoardFit(3, 1920, 1080)).toEqual({ rows: 4, boards: 2 });
  expect(kioskBoardFit(5, 3840, 2160)).toEqual({ rows: 4, boards: 2 });
});

test('a board on a 720p screen shows the same rows as at 1080p', () => {
  expect(kioskBoardFit(1, 1280, 720)).toEqual({ rows: 5, boards: 1 });
});
