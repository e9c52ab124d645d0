/** @jest-environment jsdom */
import { CUSTOM_COLOR_NAMES, type Site } from '@laurel/domain';
import { contrastRatio } from './contrast';
import { DEFAULT_THEME_COLORS } from './default-theme-colors';
import { siteThemeColors } from './palette-variables';
import { applyThemeVariables, colorVar, onColorVar, siteFontsStylesheetUrl, themeVariables } from './theme-variables';

const stored: Partial<Site> = {
  primaryColor: '#0b5d1e',
  colors: { darkMode: false, primary: '#0b5d1e', enableCustomColors: true, custom: { banner: '#ffcc00' } },
  text: {
    font: 'Oswald-700.ttf',
    font2: 'Merriweather',
    font3: '',
    customFonts: [],
    metaTitle: '',
    metaDescription: '',
    metaAuthor: '',
    returnHomeTimeout: 360000,
  },
};
/** The site as the API sends it: with its computed colour variables. */
const site = { ...stored, themeColors: siteThemeColors(stored) };

describe('themeVariables', () => {
  const vars = themeVariables(site);

  it('exposes the site colours and every named colour', () => {
    expect(vars[colorVar('primary')]).toBe('#0b5d1e');
    expect(vars['--laurel-primary-light']).toBeDefined();
    expect(vars['--laurel-primary-dark']).toBeDefined();
    expect(vars[colorVar('banner')]).toBe('#ffcc00');
    for (const name of CUSTOM_COLOR_NAMES) expect(vars[colorVar(name)]).toMatch(/^#[0-9a-f]{6}$|^rgba\(/);
  });

  it('gives every on-colour AA contrast on its colour', () => {
    const on = Object.keys(vars).filter((k) => k.startsWith('--laurel-on-'));
    expect(on.length).toBeGreaterThanOrEqual(15);
    for (const key of on) {
      const bg = vars[key.replace('--laurel-on-', '--laurel-')];
      expect(bg).toBeDefined();
      expect(contrastRatio(vars[key], bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars[onColorVar('banner')], '#ffcc00')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars[colorVar('text')], vars[colorVar('background')])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--laurel-muted'], vars['--laurel-background'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--laurel-focus'], vars['--laurel-background'])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(vars['--laurel-filter-bar-text'], vars['--laurel-filter-bar'])).toBeGreaterThanOrEqual(4.5);
  });

  it('maps fonts 1, 2 and 3 to stacks, with font 3 falling back to font 2', () => {
    expect(vars['--laurel-font-1']).toMatch(/^"Oswald", /);
    expect(vars['--laurel-font-2']).toMatch(/^"Merriweather", .*serif$/);
    expect(vars['--laurel-font-3']).toBe(vars['--laurel-font-2']);
    expect(siteFontsStylesheetUrl(site, 'https://fonts.example')).toBe(
      'https://fonts.example/css2?family=Oswald:wght@400;700&family=Merriweather:wght@400;700&display=swap',
    );
    expect(siteFontsStylesheetUrl(site, undefined)).toBeNull();
  });

  it('has a fluid type scale, spacing, radii, elevation and 150–250 ms motion', () => {
    expect(vars['--laurel-font-size-md']).toMatch(/^clamp\(1rem, .*vw.*, 1\.1rem\)$/);
    expect(vars['--laurel-space-4']).toBe('1rem');
    expect(vars['--laurel-radius-md']).toBeDefined();
    expect(vars['--laurel-shadow-2']).toContain('rgba(0, 0, 0');
    expect([vars['--laurel-duration-fast'], vars['--laurel-duration-slow']]).toEqual(['150ms', '250ms']);
    expect(themeVariables(site, { reducedMotion: true })['--laurel-duration-base']).toBe('0ms');
  });

  it('works without a site (defaults) and in dark mode', () => {
    expect(themeVariables(null)[colorVar('primary')]).toBe('#152c53');
    const colors = { darkMode: true, primary: '#152c53', enableCustomColors: false, custom: {} };
    const dark = themeVariables({ colors, themeColors: siteThemeColors({ colors }) });
    expect(dark['--laurel-color-scheme']).toBe('dark');
    expect(contrastRatio(dark[colorVar('background')], '#000000')).toBeLessThan(1.5);
    expect(dark['--laurel-shadow-2']).toBe('0 4px 12px rgba(0, 0, 0, 0.5)');
  });

  it('takes the colours from themeColors, else the default palette', () => {
    expect(themeVariables(stored)[colorVar('primary')]).toBe('#152c53');
    expect(themeVariables({ themeColors: null })[colorVar('banner')]).toBe(DEFAULT_THEME_COLORS['--laurel-banner']);
    const odd = themeVariables({
      themeColors: { '--laurel-primary': '#abcdef', color: 'red', '--laurel-x': 3 as unknown as string },
    });
    expect(odd['--laurel-primary']).toBe('#abcdef');
    expect(odd).not.toHaveProperty('color');
    expect(odd).not.toHaveProperty('--laurel-x');
    expect(odd).not.toHaveProperty('--laurel-banner');
  });
});

describe('applying variables', () => {
  it('sets them on an element so styles can read them', () => {
    const vars = themeVariables(site);
    applyThemeVariables(document.documentElement, vars);
    const style = getComputedStyle(document.documentElement);
    expect(style.getPropertyValue('--laurel-primary').trim()).toBe('#0b5d1e');
    expect(style.getPropertyValue('--laurel-duration-base').trim()).toBe('200ms');
  });
});
