import {
  CUSTOM_COLOR_NAMES,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  type CustomColorName,
  type SiteColors,
} from '@laurel/domain';
import { mixRgb, parseColor, toCss, tryParseColor } from './color';
import { contrastRatio, readableTextOn } from './contrast';
import { darkShade, liftToContrast, lightShade } from './shades';

/** The resolved colours of a site: every value is CSS ('#rrggbb' or 'rgba(…)'). */
export interface Palette {
  darkMode: boolean;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  accent: string;
  focusRing: string;
  /** The 17 named colours, defaults filled in, custom values applied only when enableCustomColors. */
  named: Record<CustomColorName, string>;
  /** A readable (AA) text colour for each colour above, keyed by its name. */
  on: Record<string, string>;
}

/** Which named colour is the text of which named background. */
export const TEXT_ON: Partial<Record<CustomColorName, CustomColorName>> = {
  homeButtonText: 'homeButtons',
  categoryText: 'background',
  categoryCardText: 'categoryCardBackground',
  entryText: 'entryBackground',
  recordText: 'recordRow',
  filterBarText: 'filterBar',
  startButtonText: 'startButton',
};

/** How far dark-mode buttons stand out from the page (WCAG contrast ratio of the button against it). */
export const BRAND_CONTRAST_ON_DARK = 1.6;

const css = (v: string) => toCss(parseColor(v));
const pick = (value: string | null | undefined): string | null => {
  const c = tryParseColor(value);
  return c ? toCss(c) : null;
};

/** The primary colour of a site: colors.primary, else the site's primaryColor, else the default. */
export const resolvePrimary = (colors?: Partial<SiteColors> | null, primaryColor?: string | null): string =>
  pick(colors?.primary) ?? pick(primaryColor) ?? css(DEFAULT_PRIMARY_COLOR);

/**
 * Resolves a site's colours (SPEC §5/§9). Light and dark shades come from the site when it stored valid
 * ones, otherwise they are derived from the primary. Custom colours override the defaults only when
 * enableCustomColors is on, and a custom text colour is kept only when it reaches AA on its background.
 */
export function sitePalette(colors?: Partial<SiteColors> | null, primaryColor?: string | null): Palette {
  const darkMode = !!colors?.darkMode;
  const primary = resolvePrimary(colors, primaryColor);
  const p = parseColor(primary);
  const primaryLight = pick(colors?.primaryLight) ?? lightShade(primary);
  const primaryDark = pick(colors?.primaryDark) ?? darkShade(primary);
  const background = toCss(darkMode ? mixRgb(parseColor('#0b0d12'), p, 0.08) : mixRgb(parseColor('#ffffff'), p, 0.04));
  const surface = toCss(darkMode ? mixRgb(parseColor('#171a21'), p, 0.1) : parseColor('#ffffff'));
  const text = readableTextOn(background, { preferred: darkMode ? '#eef0f3' : '#14161a' });
  const textMuted = readableTextOn(background, {
    preferred: toCss(mixRgb(parseColor(text), parseColor(background), 0.3)),
  });
  const border = toCss(mixRgb(parseColor(text), parseColor(background), 0.82));
  const accent = darkMode ? primaryLight : css(DEFAULT_ACCENT_COLOR);
  // Focus rings need 3:1 against the page (WCAG 1.4.11); the primary when it has it, else the text colour.
  const focusRing = contrastRatio(primary, background) >= 3 ? primary : text;
  // Buttons in dark mode: the primary, lifted just enough to stand out from the near-black page — a deep
  // tone of the brand, never its pale light shade (a pale slab with dark text on a dark page).
  const brand = darkMode ? liftToContrast(primary, background, BRAND_CONTRAST_ON_DARK) : primary;

  const defaults: Record<CustomColorName, string> = {
    background,
    banner: primary,
    headerStripe: primaryDark,
    homeButtons: brand,
    homeButtonText: '',
    categoryText: '',
    categoryCardBackground: surface,
    categoryCardText: '',
    entryBackground: surface,
    entryText: '',
    recordHeader: primary,
    recordRow: surface,
    recordText: '',
    filterBar: primary,
    filterBarText: '',
    startButton: brand,
    startButtonText: '',
  };
  const custom = colors?.enableCustomColors ? (colors.custom ?? {}) : {};
  const named = {} as Record<CustomColorName, string>;
  for (const name of CUSTOM_COLOR_NAMES) if (!TEXT_ON[name]) named[name] = pick(custom[name]) ?? defaults[name];
  for (const name of CUSTOM_COLOR_NAMES) {
    const bg = TEXT_ON[name];
    if (bg)
      named[name] = readableTextOn(named[bg], { preferred: pick(custom[name]) ?? (bg === 'background' ? text : null) });
  }

  const on: Record<string, string> = {};
  const backgrounds: Record<string, string> = { primary, primaryLight, primaryDark, background, surface, accent };
  for (const name of CUSTOM_COLOR_NAMES) if (!TEXT_ON[name]) backgrounds[name] = named[name];
  for (const [name, value] of Object.entries(backgrounds)) on[name] = readableTextOn(value);
  on.background = text;
  return {
    darkMode,
    primary,
    primaryLight,
    primaryDark,
    background,
    surface,
    text,
    textMuted,
    border,
    accent,
    focusRing,
    named,
    on,
  };
}
