import { CUSTOM_COLOR_NAMES, type SiteColors } from '@laurel/domain';
import { tryParseColor, toCss } from './color';
import { resolvePrimary, sitePalette } from './palette';
import { darkShade, lightShade } from './shades';

const same = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const x = tryParseColor(a);
  const y = tryParseColor(b);
  return !!x && !!y && toCss(x) === toCss(y);
};

/** What each colour of the settings would be without the site's own value (derived from the primary). */
export interface DerivedColors {
  primaryLight: string;
  primaryDark: string;
  named: ReturnType<typeof sitePalette>['named'];
}

/** The colours a site gets from its primary alone: the shades and every named colour's default. */
export function derivedColors(colors: SiteColors, primaryColor?: string | null): DerivedColors {
  const primary = resolvePrimary(colors, primaryColor);
  const bare = sitePalette({ ...colors, primaryLight: undefined, primaryDark: undefined, custom: {} }, primaryColor);
  return { primaryLight: lightShade(primary), primaryDark: darkShade(primary), named: bare.named };
}

/**
 * The colours after the primary changes to `nextPrimary`, so that one change gives one consistent site:
 * the light and dark shades are shades of the primary, so both are derived again (a stored shade of the old
 * primary would keep the old colour on Home); a named colour that was one of the old primary's colours (the
 * primary itself, a shade, or the colour it would have had anyway) follows the new primary. Custom colours
 * that are not the old primary's (a gold stripe on a maroon site) are kept: they are a choice of their own.
 */
export function rederiveForPrimary(colors: SiteColors, nextPrimary: string): SiteColors {
  const oldPrimary = resolvePrimary(colors);
  if (same(oldPrimary, nextPrimary) || !tryParseColor(nextPrimary)) return { ...colors, primary: nextPrimary };
  const old = sitePalette({ ...colors, custom: {} });
  const oldDerived = derivedColors(colors);
  const tied = [oldPrimary, old.primaryLight, old.primaryDark, oldDerived.primaryLight, oldDerived.primaryDark];
  const custom: SiteColors['custom'] = {};
  for (const name of CUSTOM_COLOR_NAMES) {
    const value = colors.custom?.[name];
    if (!value?.trim()) continue;
    if (tied.some((c) => same(c, value)) || same(old.named[name], value)) continue;
    custom[name] = value;
  }
  // '' is "derived" (as the settings' empty field and the API store it)
  return { ...colors, primary: nextPrimary, primaryLight: '', primaryDark: '', custom };
}
