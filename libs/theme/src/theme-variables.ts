import type { Site } from '@laurel/domain';
import { fontStack, fontsStylesheetUrl, siteFontFamilies } from './fonts';
import { sitePalette, type Palette } from './palette';
import {
  DURATIONS,
  VAR_PREFIX,
  elevationVariables,
  motionVariables,
  radiusVariables,
  spacingVariables,
  typeScaleVariables,
} from './tokens';

export type ThemeSite = Partial<Pick<Site, 'colors' | 'text' | 'primaryColor'>>;

export interface ThemeOptions {
  /** Zero all motion durations (the visitor prefers reduced motion). */
  reducedMotion?: boolean;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The CSS custom property of a colour, e.g. colorVar('categoryCardText') → '--laurel-category-card-text'. */
export const colorVar = (name: string): string => `${VAR_PREFIX}${kebab(name)}`;
/** The readable (AA) text colour property for a background colour: onColorVar('primary') → '--laurel-on-primary'. */
export const onColorVar = (name: string): string => `${VAR_PREFIX}on-${kebab(name)}`;

export function paletteVariables(p: Palette): Record<string, string> {
  const vars: Record<string, string> = {};
  const base = {
    primary: p.primary,
    primaryLight: p.primaryLight,
    primaryDark: p.primaryDark,
    surface: p.surface,
    text: p.text,
    muted: p.textMuted,
    border: p.border,
    accent: p.accent,
    focus: p.focusRing,
  };
  for (const [name, value] of Object.entries({ ...base, ...p.named })) vars[colorVar(name)] = value;
  for (const [name, value] of Object.entries(p.on)) vars[onColorVar(name)] = value;
  vars[`${VAR_PREFIX}color-scheme`] = p.darkMode ? 'dark' : 'light';
  return vars;
}

/**
 * The CSS custom properties of the design system for a site: colours (each text colour AA on its
 * background), fonts 1/2/3 (display/headings, body, accents), fluid type scale, spacing, radii, elevation, motion.
 */
export function themeVariables(site: ThemeSite | null | undefined, options: ThemeOptions = {}): Record<string, string> {
  const palette = sitePalette(site?.colors, site?.primaryColor);
  const fonts = siteFontFamilies(site?.text);
  return {
    ...paletteVariables(palette),
    [`${VAR_PREFIX}font-1`]: fontStack(fonts[1]),
    [`${VAR_PREFIX}font-2`]: fontStack(fonts[2]),
    [`${VAR_PREFIX}font-3`]: fontStack(fonts[3]),
    [`${VAR_PREFIX}font-display`]: `var(${VAR_PREFIX}font-1)`,
    [`${VAR_PREFIX}font-body`]: `var(${VAR_PREFIX}font-2)`,
    [`${VAR_PREFIX}font-accent`]: `var(${VAR_PREFIX}font-3)`,
    ...typeScaleVariables(),
    ...spacingVariables(),
    ...radiusVariables(),
    ...elevationVariables(palette.darkMode),
    ...motionVariables(!!options.reducedMotion),
  };
}

/** The web-font stylesheet for a site's fonts, or null when web fonts are off (no base URL). */
export const siteFontsStylesheetUrl = (site: ThemeSite | null | undefined, baseUrl: string | null | undefined): string | null =>
  fontsStylesheetUrl(Object.values(siteFontFamilies(site?.text)), baseUrl);

/** Writes the variables on an element's inline style (e.g. document.documentElement). */
export function applyThemeVariables(el: { style: Pick<CSSStyleDeclaration, 'setProperty'> }, vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
}

/** The variables as a stylesheet, with the durations zeroed under prefers-reduced-motion. */
export function themeStylesheet(vars: Record<string, string>, selector = ':root'): string {
  const body = Object.entries(vars)
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  const still = Object.keys(DURATIONS)
    .map((n) => `${VAR_PREFIX}duration-${n}: 0ms;`)
    .join(' ');
  return `${selector} {\n${body}\n}\n@media (prefers-reduced-motion: reduce) {\n  ${selector} { ${still} }\n}\n`;
}
