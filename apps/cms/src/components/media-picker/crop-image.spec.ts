import { outputSize } from './crop-image';

test('a crop keeps its size up to 3840 px on its longest side, and its proportions beyond', () => {
  expect(outputSize({ x: 0, y: 0, width: 1200, height: 1500 })).toEqual({ width: 1200, height: 1500 });
  expect(outputSize({ x: 10, y: 10, width: 7680, height: 4320 })).toEqual({ width: 3840, height: 2160 });
  expect(outputSize({ x: 0, y: 0, width: 0.4, height: 0.4 })).toEqual({ width: 1, height: 1 });
});
