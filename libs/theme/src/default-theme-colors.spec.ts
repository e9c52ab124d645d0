import { DEFAULT_PRIMARY_COLOR } from '@laurel/domain';
import { DEFAULT_THEME_COLORS } from './default-theme-colors';
import { paletteVariables, siteThemeColors } from './palette-variables';
import { sitePalette } from './palette';

describe('DEFAULT_THEME_COLORS', () => {
  it('is exactly the default palette computed with the colour library', () => {
    expect(DEFAULT_THEME_COLORS).toEqual(paletteVariables(sitePalette()));
  });

  it('is what a site with the default primary gets, and differs from a custom one', () => {
    const colors = { darkMode: false, primary: DEFAULT_PRIMARY_COLOR, enableCustomColors: false, custom: {} };
    expect(siteThemeColors({ colors, primaryColor: DEFAULT_PRIMARY_COLOR })).toEqual(DEFAULT_THEME_COLORS);
    expect(siteThemeColors({ colors: { ...colors, primary: '#0b5d1e' } })['--laurel-primary']).toBe('#0b5d1e');
    expect(Object.isFrozen(DEFAULT_THEME_COLORS)).toBe(true);
  });
});
