import type { Site } from '@laurel/domain';
import { DEFAULT_THEME_COLORS } from './default-theme-colors';
import { fontStack, fontsStylesheetUrl, siteFontFamilies } from './fonts';
import {
  VAR_PREFIX,
  elevationVariables,
  motionVariables,
  radiusVariables,
  spacingVariables,
  typeScaleVariables,
} from './tokens';

export { colorVar, onColorVar, COLOR_SCHEME_VAR } from './color-vars';

/**
 * What the theme reads of a site. `themeColors` is the API's computed colour properties (GET styling);
 * without it the default palette's colours apply.
 */
export type ThemeSite = Partial<Pick<Site, 'colors' | 'text' | 'primaryColor'>> & {
  themeColors?: Site['themeColors'] | null;
};

export interface ThemeOptions {
  /** Zero all motion durations (the visitor prefers reduced motion). */
  reducedMotion?: boolean;
}

/** The site's colour properties as the API computed them (only `--laurel-…` strings), else the defaults. */
export function themeColorVariables(site: ThemeSite | null | undefined): Record<string, string> {
  const given = site?.themeColors;
  if (!given || typeof given !== 'object') return { ...DEFAULT_THEME_COLORS };
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(given))
    if (name.startsWith(VAR_PREFIX) && typeof value === 'string') vars[name] = value;
  return Object.keys(vars).length > 0 ? vars : { ...DEFAULT_THEME_COLORS };
}

/**
 * The CSS custom properties of the design system for a site: colours (each text colour AA on its
 * background), fonts 1/2/3 (display/headings, body, accents), fluid type scale, spacing, radii, elevation, motion.
 */
export function themeVariables(site: ThemeSite | null | undefined, options: ThemeOptions = {}): Record<string, string> {
  const fonts = siteFontFamilies(site?.text);
  return {
    ...themeColorVariables(site),
    [`${VAR_PREFIX}font-1`]: fontStack(fonts[1]),
    [`${VAR_PREFIX}font-2`]: fontStack(fonts[2]),
    [`${VAR_PREFIX}font-3`]: fontStack(fonts[3]),
    [`${VAR_PREFIX}font-display`]: `var(${VAR_PREFIX}font-1)`,
    [`${VAR_PREFIX}font-body`]: `var(${VAR_PREFIX}font-2)`,
    [`${VAR_PREFIX}font-accent`]: `var(${VAR_PREFIX}font-3)`,
    ...typeScaleVariables(),
    ...spacingVariables(),
    ...radiusVariables(),
    ...elevationVariables(!!site?.colors?.darkMode),
    ...motionVariables(!!options.reducedMotion),
  };
}

/** The web-font stylesheet for a site's fonts, or null when web fonts are off (no base URL). */
export const siteFontsStylesheetUrl = (
  site: ThemeSite | null | undefined,
  baseUrl: string | null | undefined,
): string | null => fontsStylesheetUrl(Object.values(siteFontFamilies(site?.text)), baseUrl);

/** Writes the variables on an element's inline style (e.g. document.documentElement). */
export function applyThemeVariables(
  el: { style: Pick<CSSStyleDeclaration, 'setProperty'> },
  vars: Record<string, string>,
): void {
  for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
}
