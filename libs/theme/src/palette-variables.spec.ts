import { paletteVariables, siteThemeColors } from './palette-variables';
import { sitePalette } from './palette';

const site = (primary: string, darkMode = false) => ({
  primaryColor: primary,
  colors: { darkMode, primary, enableCustomColors: false, custom: {} },
});

describe('paletteVariables', () => {
  it('names every colour and its readable text colour, and the colour scheme', () => {
    const vars = paletteVariables(sitePalette(site('#0b5d1e').colors));
    expect(vars['--laurel-primary']).toBe('#0b5d1e');
    expect(vars['--laurel-category-card-text']).toMatch(/^#[0-9a-f]{6}$/);
    expect(vars['--laurel-on-record-header']).toMatch(/^#[0-9a-f]{6}$/);
    expect(vars['--laurel-color-scheme']).toBe('light');
    expect(paletteVariables(sitePalette(site('#0b5d1e', true).colors))['--laurel-color-scheme']).toBe('dark');
  });
});

describe('siteThemeColors', () => {
  it('equals the palette variables of the site, for many sites in a row (past the cache size)', () => {
    for (let i = 0; i < 300; i++) {
      const s = site(`#${(i * 7919).toString(16).padStart(6, '0').slice(-6)}`, i % 2 === 0);
      expect(siteThemeColors(s)).toEqual(paletteVariables(sitePalette(s.colors, s.primaryColor)));
    }
  });

  it('gives each caller its own object: changing one reply does not change the next', () => {
    const first = siteThemeColors(site('#aa0000'));
    first['--laurel-primary'] = '#000000';
    expect(siteThemeColors(site('#aa0000'))['--laurel-primary']).toBe('#aa0000');
    expect(siteThemeColors(null)['--laurel-primary']).toBe('#152c53');
  });
});
