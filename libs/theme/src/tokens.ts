/**
 * The design-system tokens that do not depend on the site: a fluid type scale (grows with the viewport
 * from phone to 4K), spacing, radii, elevation and motion, as CSS custom properties.
 */
export const VAR_PREFIX = '--laurel-';

/** Root size: 16px on phones, ~19.5px at 1920 px wide, ~31px at 3840 px; everything in rem follows. */
export const ROOT_FONT_SIZE = 'clamp(16px, calc(8px + 0.6vw), 32px)';

/** Type scale steps (rem at the small end, growing a little faster than the root on large screens). */
const TYPE_SCALE: Record<string, [number, number]> = {
  xs: [0.75, 0.8],
  sm: [0.875, 0.95],
  md: [1, 1.1],
  lg: [1.125, 1.3],
  xl: [1.375, 1.7],
  '2xl': [1.75, 2.3],
  '3xl': [2.25, 3.1],
  '4xl': [3, 4.2],
};

const fluid = ([min, max]: [number, number]) =>
  `clamp(${min}rem, calc(${min}rem + ${((max - min) * 2).toFixed(2)}vw - ${((max - min) * 0.5).toFixed(3)}rem), ${max}rem)`;

export function typeScaleVariables(): Record<string, string> {
  const vars: Record<string, string> = { [`${VAR_PREFIX}root-font-size`]: ROOT_FONT_SIZE };
  for (const [step, range] of Object.entries(TYPE_SCALE)) vars[`${VAR_PREFIX}font-size-${step}`] = fluid(range);
  vars[`${VAR_PREFIX}line-height-tight`] = '1.15';
  vars[`${VAR_PREFIX}line-height-body`] = '1.5';
  vars[`${VAR_PREFIX}font-weight-regular`] = '400';
  vars[`${VAR_PREFIX}font-weight-bold`] = '700';
  return vars;
}

/** Spacing on a 4 px (0.25 rem) grid. */
const SPACE = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];
export function spacingVariables(): Record<string, string> {
  return Object.fromEntries(SPACE.map((rem, i) => [`${VAR_PREFIX}space-${i}`, `${rem}rem`]));
}

export function radiusVariables(): Record<string, string> {
  return {
    [`${VAR_PREFIX}radius-sm`]: '0.375rem',
    [`${VAR_PREFIX}radius-md`]: '0.75rem',
    [`${VAR_PREFIX}radius-lg`]: '1.25rem',
    [`${VAR_PREFIX}radius-pill`]: '999px',
    /** Minimum touch target: 48 CSS px at 1080p, scaled with the root size beyond. */
    [`${VAR_PREFIX}touch-target`]: 'max(48px, 2.75rem)',
  };
}

/** Elevation shadows; deeper in dark mode, where light shadows vanish. */
export function elevationVariables(darkMode: boolean): Record<string, string> {
  const a = darkMode ? [0.45, 0.5, 0.6] : [0.08, 0.12, 0.18];
  return {
    [`${VAR_PREFIX}shadow-1`]: `0 1px 2px rgba(0, 0, 0, ${a[0]}), 0 1px 3px rgba(0, 0, 0, ${a[0]})`,
    [`${VAR_PREFIX}shadow-2`]: `0 4px 12px rgba(0, 0, 0, ${a[1]})`,
    [`${VAR_PREFIX}shadow-3`]: `0 12px 32px rgba(0, 0, 0, ${a[2]})`,
  };
}

/** Motion: 150–250 ms; all zero when the visitor asked for reduced motion. */
export const DURATIONS = { fast: 150, base: 200, slow: 250 } as const;
export function motionVariables(reducedMotion: boolean): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, ms] of Object.entries(DURATIONS))
    vars[`${VAR_PREFIX}duration-${name}`] = `${reducedMotion ? 0 : ms}ms`;
  vars[`${VAR_PREFIX}easing-standard`] = 'cubic-bezier(0.2, 0, 0, 1)';
  vars[`${VAR_PREFIX}easing-exit`] = 'cubic-bezier(0.3, 0, 1, 1)';
  return vars;
}
