import { BLACK, WHITE, composite, parseColor, toCss, type Rgba } from './color';

/** WCAG 2.2 AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance of an opaque sRGB colour (0 black … 1 white). */
export const relativeLuminance = (c: Rgba): number =>
  0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);

/** WCAG 2.x contrast ratio (1–21). Translucent colours are first painted over `backdrop` (white). */
export function contrastRatio(a: Rgba | string, b: Rgba | string, backdrop: Rgba = WHITE): number {
  const bg = composite(typeof b === 'string' ? parseColor(b) : b, backdrop);
  const fg = composite(typeof a === 'string' ? parseColor(a) : a, bg);
  const [l1, l2] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** Soft text colours tried before pure black and white: they read calmer and still pass AA when they can. */
const SOFT_LIGHT = parseColor('#f8f9fa');
const SOFT_DARK = parseColor('#14161a');

export interface ReadableOptions {
  /** A colour to keep when it already reaches the contrast (e.g. a site's custom text colour). */
  preferred?: string | null;
  /** Minimum contrast; AA (4.5) by default. */
  minContrast?: number;
  /** What a translucent background is painted over (white by default). */
  backdrop?: Rgba;
}

/**
 * A text colour that reads on `background` with at least AA contrast. Keeps `preferred` when it passes;
 * otherwise the softer of light/dark that passes, falling back to pure white or black (one of the two
 * always reaches ≥ 4.58:1 on an opaque colour).
 */
export function readableTextOn(background: string | Rgba, options: ReadableOptions = {}): string {
  const min = options.minContrast ?? AA_CONTRAST;
  const backdrop = options.backdrop ?? WHITE;
  const bg = composite(typeof background === 'string' ? parseColor(background) : background, backdrop);
  const preferred = options.preferred ? parseColor(options.preferred) : null;
  if (preferred && contrastRatio(preferred, bg) >= min) return toCss(preferred);
  const darkFirst = contrastRatio(BLACK, bg) >= contrastRatio(WHITE, bg);
  const candidates = darkFirst ? [SOFT_DARK, BLACK, SOFT_LIGHT, WHITE] : [SOFT_LIGHT, WHITE, SOFT_DARK, BLACK];
  const pass = candidates.find((c) => contrastRatio(c, bg) >= min);
  return toCss(pass ?? (darkFirst ? BLACK : WHITE));
}

/** True when `text` on `background` reaches the contrast (AA by default). */
export const meetsContrast = (text: string | Rgba, background: string | Rgba, min = AA_CONTRAST): boolean =>
  contrastRatio(text, background) >= min;
