import { counterLabel, pageSize, pagesToRender, showsTwoPages, spreadIndexOf, spreadsOf } from './spreads';

describe('flipbook spreads', () => {
  it('shows one page at a time on a phone or portrait screen', () => {
    expect(spreadsOf(3, false)).toEqual([[1], [2], [3]]);
    expect(counterLabel([2], 3)).toBe('Page 2 of 3');
  });

  it('opens like a printed book on a wide screen: the cover alone, then facing pages, an even last page alone', () => {
    expect(spreadsOf(5, true)).toEqual([[1], [2, 3], [4, 5]]);
    expect(spreadsOf(6, true)).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(spreadsOf(1, true)).toEqual([[1]]);
    expect(spreadsOf(0, true)).toEqual([]);
    expect(counterLabel([4, 5], 6)).toBe('Pages 4–5 of 6');
  });

  it('keeps the reader on the same page when the screen turns between one and two pages', () => {
    const two = spreadsOf(8, true);
    expect(two[spreadIndexOf(two, 5)]).toEqual([4, 5]);
    const one = spreadsOf(8, false);
    expect(one[spreadIndexOf(one, 4)]).toEqual([4]);
    expect(spreadIndexOf(one, 99)).toBe(0);
  });

  it('renders only the spread in view and its neighbours, the one in view first', () => {
    const spreads = spreadsOf(12, true);
    expect(pagesToRender(spreads, 0)).toEqual([1, 2, 3]);
    expect(pagesToRender(spreads, 2)).toEqual([4, 5, 6, 7, 2, 3]);
    expect(pagesToRender(spreads, spreads.length - 1)).toEqual([12, 10, 11]);
    expect(pagesToRender(spreadsOf(3, false), 1)).toEqual([2, 3, 1]);
  });

  it('shows two pages only on a wide landscape box and fits pages inside the box', () => {
    const a4 = 210 / 297;
    expect(showsTwoPages(1920, 1000, a4)).toBe(true);
    expect(showsTwoPages(1080, 1800, a4)).toBe(false);
    expect(showsTwoPages(390, 700, a4)).toBe(false);
    expect(pageSize({ width: 1800, height: 900 }, 0.5, 2)).toEqual({ width: 450, height: 900 });
    expect(pageSize({ width: 390, height: 700 }, 0.75, 1)).toEqual({ width: 390, height: 520 });
  });
});
