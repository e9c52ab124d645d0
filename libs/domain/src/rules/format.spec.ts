import {
  cleanFontName,
  extractTwitterHandle,
  formatDisplayDate,
  formatFeetInches,
  formatWinLoss,
  formatYearRange,
  isValidFontFamilyIndex,
  normaliseSearchTerm,
  parseFeetInches,
  parseWinLoss,
  yearOf,
} from './format';

describe('dates', () => {
  it("shows the year only for dates containing '01-01'", () => {
    expect(formatDisplayDate('1998-01-01')).toBe('1998');
    expect(formatDisplayDate('1998-01-01T00:00:00.000Z')).toBe('1998');
    expect(formatDisplayDate('2001-01-15')).toBe('January 15, 2001');
  });
  it("shows 'Month D, YYYY' otherwise", () => {
    expect(formatDisplayDate('2021-03-07')).toBe('March 7, 2021');
    expect(formatDisplayDate('2019-12-31')).toBe('December 31, 2019');
  });
  it('honours a forced year-only format and leaves non-dates alone', () => {
    expect(formatDisplayDate('2021-03-07', true)).toBe('2021');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('Spring 1990')).toBe('Spring 1990');
    expect(formatDisplayDate('2020-13-40')).toBe('2020-13-40');
  });
  it('reads years and year ranges', () => {
    expect(yearOf('1987-05-02')).toBe('1987');
    expect(yearOf('n/a')).toBe('');
    expect(formatYearRange('2019', '2021')).toBe('2019–2021');
    expect(formatYearRange('2019', '')).toBe('2019');
    expect(formatYearRange('', '')).toBe('');
  });
});

describe('win/loss', () => {
  it("reads 'W - L - D'", () => {
    expect(parseWinLoss('12 - 3 - 1')).toEqual({ wins: 12, losses: 3, draws: 1 });
    expect(parseWinLoss('12 - 3')).toEqual({ wins: 12, losses: 3, draws: 0 });
    expect(parseWinLoss('12-3')).toEqual({ wins: 12, losses: 3, draws: 0 });
  });
  it('rejects other shapes', () => {
    expect(parseWinLoss('12')).toBeNull();
    expect(parseWinLoss('a - b')).toBeNull();
    expect(parseWinLoss('1 - 2 - 3 - 4')).toBeNull();
    expect(parseWinLoss('')).toBeNull();
  });
  it('formats with draws only when there are some', () => {
    expect(formatWinLoss({ wins: 9, losses: 1, draws: 0 })).toBe('9 - 1');
    expect(formatWinLoss({ wins: 9, losses: 1, draws: 2 })).toBe('9 - 1 - 2');
  });
});

describe('feet and inches', () => {
  it.each([
    [`6' 2"`, 74],
    [`6'2.5"`, 74.5],
    ['6-02.5', 74.5],
    ['6 ft 2 in', 74],
    ["6'", 72],
    ['74"', 74],
    ['74', 74],
    ['23-11', 287],
  ])('reads %s as %d inches', (text, inches) => {
    expect(parseFeetInches(text)).toBe(inches);
  });
  it('rejects unreadable lengths', () => {
    expect(parseFeetInches('tall')).toBeNull();
    expect(parseFeetInches(`6' 14"`)).toBeNull();
    expect(parseFeetInches('')).toBeNull();
  });
  it('shows inches as feet and inches', () => {
    expect(formatFeetInches(74)).toBe(`6' 2"`);
    expect(formatFeetInches(74.5)).toBe(`6' 2.5"`);
    expect(formatFeetInches(72)).toBe(`6' 0"`);
    expect(formatFeetInches(-1)).toBe('');
  });
});

describe('fonts', () => {
  it('removes the extension and a -100…-900 weight suffix', () => {
    expect(cleanFontName('Roboto-700.ttf')).toBe('Roboto');
    expect(cleanFontName('Open Sans-400.woff2')).toBe('Open Sans');
    expect(cleanFontName('Lato.otf')).toBe('Lato');
    expect(cleanFontName('Oswald-1000.ttf')).toBe('Oswald-1000');
    expect(cleanFontName('Fira-Sans')).toBe('Fira-Sans');
  });
  it('accepts only font family selectors 1, 2 and 3', () => {
    expect([0, 1, 2, 3, 4, '1', 2.5].map(isValidFontFamilyIndex)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('twitter handles', () => {
  it.each([
    ['laurelhof', 'laurelhof'],
    ['@laurelhof', 'laurelhof'],
    ['https://twitter.com/laurelhof', 'laurelhof'],
    ['https://x.com/laurel_hof?s=20', 'laurel_hof'],
    ['twitter.com/@LaurelHOF/', 'LaurelHOF'],
    ['www.x.com/abc/status/1', 'abc'],
  ])('reads %s', (input, handle) => {
    expect(extractTwitterHandle(input)).toBe(handle);
  });
  it('rejects what is not a handle', () => {
    expect(extractTwitterHandle('')).toBeNull();
    expect(extractTwitterHandle('not a handle')).toBeNull();
    expect(extractTwitterHandle('https://example.com/abc')).toBeNull();
    expect(extractTwitterHandle('waytoolonghandle_1234')).toBeNull();
  });
});

describe('site search term', () => {
  it('lowercases and trims; empty does nothing', () => {
    expect(normaliseSearchTerm('  Smith ')).toBe('smith');
    expect(normaliseSearchTerm('   ')).toBeNull();
    expect(normaliseSearchTerm(undefined)).toBeNull();
  });
});
