import {
  ColorSpace,
  HSL,
  HSV,
  HWB,
  LCH,
  Lab,
  OKLCH,
  OKLab,
  P3,
  P3_Linear,
  XYZ_D50,
  XYZ_D65,
  getColor,
  sRGB,
  sRGB_Linear,
  to,
  toGamut,
  type PlainColorObject,
} from 'colorjs.io/fn';
import { MESSAGES } from '@laurel/domain';

/**
 * Colour parsing and serialising (SPEC §5): any CSS colour — names, hex, rgb(), hsl(), hwb(), lab(),
 * oklch(), color(display-p3 …) — is read and brought into sRGB. The tree-shakeable colorjs.io API keeps
 * the bundle small: only the spaces registered here are included.
 */
for (const space of [XYZ_D65, XYZ_D50, sRGB_Linear, sRGB, HSL, HSV, HWB, Lab, LCH, OKLab, OKLCH, P3_Linear, P3]) {
  ColorSpace.register(space);
}

/** A colour in sRGB: r, g, b in 0–1 and alpha in 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

export const BLACK: Rgba = { r: 0, g: 0, b: 0, alpha: 1 };
export const WHITE: Rgba = { r: 1, g: 1, b: 1, alpha: 1 };

/** Internal: from a colorjs colour object to gamut-mapped sRGB. */
export function fromColorObject(color: PlainColorObject): Rgba {
  const srgb = toGamut(to(color, 'srgb'), { space: 'srgb' });
  const [r, g, b] = srgb.coords.map((c) => clamp01(c ?? 0));
  return { r, g, b, alpha: clamp01(srgb.alpha ?? 1) };
}

/** Internal: to a colorjs colour object. */
export const toColorObject = (c: Rgba): PlainColorObject => ({ space: sRGB, coords: [c.r, c.g, c.b], alpha: c.alpha });

/** Reads a CSS colour; null when it is not one. */
export function tryParseColor(input: string | null | undefined): Rgba | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  try {
    return fromColorObject(getColor(text));
  } catch {
    return null;
  }
}

/** Reads a CSS colour; an unparsable colour becomes black. */
export const parseColor = (input: string | null | undefined): Rgba => tryParseColor(input) ?? { ...BLACK };

export const isValidColor = (input: string | null | undefined): boolean => tryParseColor(input) !== null;

/** 'Invalid primary color value.' when the primary colour cannot be read; null when it can. */
export const primaryColorError = (value: string | null | undefined): string | null =>
  isValidColor(value) ? null : MESSAGES.invalidPrimaryColor;

const byte = (n: number) => Math.round(clamp01(n) * 255);
const hex2 = (n: number) => byte(n).toString(16).padStart(2, '0');

/** '#rrggbb' for opaque colours, 'rgba(r, g, b, a)' otherwise. */
export function toCss(c: Rgba): string {
  if (c.alpha >= 1) return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
  return `rgba(${byte(c.r)}, ${byte(c.g)}, ${byte(c.b)}, ${Math.round(c.alpha * 1000) / 1000})`;
}

/** Any CSS colour as '#rrggbb' / 'rgba(…)'; unparsable → black. */
export const normaliseColor = (input: string | null | undefined): string => toCss(parseColor(input));

/** A translucent colour painted over an opaque backdrop (what the eye sees). */
export function composite(top: Rgba, backdrop: Rgba): Rgba {
  const a = top.alpha;
  if (a >= 1) return top;
  const mixC = (t: number, b: number) => t * a + b * (1 - a);
  return { r: mixC(top.r, backdrop.r), g: mixC(top.g, backdrop.g), b: mixC(top.b, backdrop.b), alpha: 1 };
}

/** Straight sRGB interpolation between two opaque colours (t = 0 → a, 1 → b). */
export function mixRgb(a: Rgba, b: Rgba, t: number): Rgba {
  const k = clamp01(t);
  return {
    r: a.r + (b.r - a.r) * k,
    g: a.g + (b.g - a.g) * k,
    b: a.b + (b.b - a.b) * k,
    alpha: a.alpha + (b.alpha - a.alpha) * k,
  };
}
