import { DARK_SHADE_DARKEN, LIGHT_SHADE_LUMINANCE } from '@laurel/domain';
import { to } from 'colorjs.io/fn';
import { BLACK, WHITE, fromColorObject, mixRgb, parseColor, toColorObject, toCss, type Rgba } from './color';
import { relativeLuminance } from './contrast';

/**
 * The light and dark shades of the primary colour (SPEC §9: "luminance 0.85 and darken 1.85").
 * We read these as the two classic colour-library operations they name:
 * - light: the primary with its WCAG relative luminance set to 0.85, by mixing it with white (or black when
 *   it is lighter already) in sRGB until that luminance is reached — a pale tint of the same hue;
 * - dark: the primary darkened by 1.85 steps of 18 CIE-Lab lightness units (L − 33.3, floored at 0).
 * With the default primary rgba(21,44,83,1) the dark shade is black, as SPEC §9 says ("dark black").
 */
export const LAB_DARKEN_STEP = 18;

/** The colour with its relative luminance moved to `target` (0–1), keeping its hue. */
export function withLuminance(color: Rgba, target: number): Rgba {
  const goal = Math.min(1, Math.max(0, target));
  const current = relativeLuminance(color);
  if (Math.abs(current - goal) < 1e-7) return color;
  const toward = current < goal ? WHITE : BLACK;
  let lo = 0;
  let hi = 1;
  let best = color;
  for (let i = 0; i < 40; i++) {
    const t = (lo + hi) / 2;
    best = mixRgb({ ...color, alpha: 1 }, toward, t);
    const l = relativeLuminance(best);
    const overshoot = current < goal ? l > goal : l < goal;
    if (overshoot) hi = t;
    else lo = t;
  }
  return { ...best, alpha: color.alpha };
}

/** The colour darkened by `amount` steps of 18 Lab lightness units (negative amounts lighten). */
export function darkenLab(color: Rgba, amount: number): Rgba {
  const lab = to(toColorObject(color), 'lab');
  const l = Math.min(100, Math.max(0, (lab.coords[0] ?? 0) - LAB_DARKEN_STEP * amount));
  // Lightness 0 is black whatever the hue coordinates say.
  if (l <= 0) return { ...BLACK, alpha: color.alpha };
  return fromColorObject({ ...lab, coords: [l, lab.coords[1], lab.coords[2]] });
}

/** The primary's light shade as CSS. */
export const lightShade = (primary: string): string => toCss(withLuminance(parseColor(primary), LIGHT_SHADE_LUMINANCE));

/** The primary's dark shade as CSS. */
export const darkShade = (primary: string): string => toCss(darkenLab(parseColor(primary), DARK_SHADE_DARKEN));

/**
 * The colour lightened in Lab (hue kept) just enough to stand out from `background` by `ratio` (WCAG
 * contrast): a dark primary on a dark page becomes a deeper-than-pale tone of itself, not its light tint.
 */
export function liftToContrast(color: string, background: string, ratio: number): string {
  const c = parseColor(color);
  const bg = parseColor(background);
  // judged on the colour as written ('#rrggbb'), so rounding cannot take it under the ratio
  const enough = (x: Rgba) => contrast(parseColor(toCss(x)), bg) >= ratio;
  if (enough(c)) return toCss(c);
  let lo = 0;
  let hi = -100 / LAB_DARKEN_STEP;
  if (!enough(darkenLab(c, hi))) return toCss(darkenLab(c, hi));
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (enough(darkenLab(c, mid))) hi = mid;
    else lo = mid;
  }
  return toCss(darkenLab(c, hi));
}

const contrast = (a: Rgba, b: Rgba) => {
  const [l1, l2] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};
