import { composite, isValidColor, normaliseColor, parseColor, primaryColorError, toCss, tryParseColor } from './color';

describe('parseColor', () => {
  it.each([
    ['rgba(21,44,83,1)', '#152c53'],
    ['#152C53', '#152c53'],
    ['#fff', '#ffffff'],
    ['rebeccapurple', '#663399'],
    ['hsl(0 100% 50%)', '#ff0000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hwb(240 0% 0%)', '#0000ff'],
    ['oklch(0.628 0.2577 29.23)', '#ff0000'],
    ['rgb(0 0 0 / 50%)', 'rgba(0, 0, 0, 0.5)'],
  ])('reads %s', (input, css) => {
    expect(normaliseColor(input)).toBe(css);
  });

  it('turns unparsable colours into black', () => {
    expect(toCss(parseColor('not a colour'))).toBe('#000000');
    expect(toCss(parseColor(''))).toBe('#000000');
    expect(tryParseColor('#12')).toBeNull();
    expect(isValidColor('blue')).toBe(true);
  });

  it("reports 'Invalid primary color value.' for an unreadable primary", () => {
    expect(primaryColorError('nope')).toBe('Invalid primary color value.');
    expect(primaryColorError(undefined)).toBe('Invalid primary color value.');
    expect(primaryColorError('#123456')).toBeNull();
  });

  it('brings wide-gamut colours into sRGB', () => {
    const c = parseColor('color(display-p3 0 1 0)');
    expect([c.r, c.g, c.b].every((v) => v >= 0 && v <= 1)).toBe(true);
    expect(c.g).toBeGreaterThan(0.9);
  });

  it('composites translucent colours over a backdrop', () => {
    expect(toCss(composite(parseColor('rgba(0,0,0,0.5)'), parseColor('#ffffff')))).toBe('#808080');
  });
});
