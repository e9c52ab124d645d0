import { homeColumns } from './home-categories';

describe('homeColumns', () => {
  it('uses as many columns as there are folders, up to the layout’s most', () => {
    expect(homeColumns(2, 3)).toBe(2);
    expect(homeColumns(3, 3)).toBe(3);
    expect(homeColumns(6, 3)).toBe(3);
    expect(homeColumns(0, 3)).toBe(1);
  });

  it('never leaves one card alone on the last row', () => {
    expect(homeColumns(4, 3)).toBe(2); // 2 × 2, not 3 + 1
    expect(homeColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(homeColumns(9, 4)).toBe(3);
    expect(homeColumns(5, 3)).toBe(3); // 3 + 2
  });
});
