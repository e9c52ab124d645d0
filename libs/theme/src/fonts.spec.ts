import { FONT_LIST, SYSTEM_STACKS } from './font-list';
import { fontFamilyFor, fontStack, fontsStylesheetUrl, siteFontFamilies } from './fonts';

describe('fonts', () => {
  it('bundles about forty families with categories', () => {
    expect(FONT_LIST.length).toBeGreaterThanOrEqual(40);
    expect(new Set(FONT_LIST.map((f) => f.family)).size).toBe(FONT_LIST.length);
  });

  it('builds stacks from cleaned names with the system fallback of their category', () => {
    expect(fontStack('Merriweather-700.ttf')).toBe(`"Merriweather", ${SYSTEM_STACKS.serif}`);
    expect(fontStack('open sans')).toBe(`"Open Sans", ${SYSTEM_STACKS['sans-serif']}`);
    expect(fontStack('MySchoolFont.woff2')).toBe(`"MySchoolFont", ${SYSTEM_STACKS['sans-serif']}`);
    expect(fontStack('')).toBe(SYSTEM_STACKS['sans-serif']);
  });

  it('resolves fonts 1, 2 and 3 with fallbacks and rejects other selectors', () => {
    expect(siteFontFamilies({ font: 'Oswald-500.ttf', font2: '', font3: 'Lora' })).toEqual({
      1: 'Oswald',
      2: 'Oswald',
      3: 'Lora',
    });
    expect(siteFontFamilies(null)).toEqual({ 1: 'Roboto', 2: 'Roboto', 3: 'Roboto' });
    expect(fontFamilyFor({ font: 'Lato', font2: 'Anton' }, 2)).toBe('Anton');
    expect(() => fontFamilyFor({ font: 'Lato' }, 4)).toThrow('Font family selector must be 1, 2 or 3, not 4.');
  });

  it('builds the web-service URL for weights 400 and 700 only when configured', () => {
    expect(fontsStylesheetUrl(['Open Sans', 'Lato', 'Open Sans', 'Custom-400.ttf'], 'https://fonts.example/')).toBe(
      'https://fonts.example/css2?family=Open+Sans:wght@400;700&family=Lato:wght@400;700&display=swap',
    );
    expect(fontsStylesheetUrl(['Lato'], null)).toBeNull();
    expect(fontsStylesheetUrl(['Custom'], 'https://fonts.example')).toBeNull();
  });
});
