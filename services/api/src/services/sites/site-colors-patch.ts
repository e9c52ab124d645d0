/** A new primary colour re-derives what the old one gave the site (shades, named colours tied to it). */
import type { SiteColors, SitePatch } from '@laurel/domain';
import { rederiveForPrimary } from '@laurel/theme/colors';
import type { SiteDoc } from '../../plugins/app/repositories';

/**
 * The `colors.…` paths a patch that changes the primary also sets, for what the patch does not give itself:
 * a stored light/dark shade is cleared ('' = derived) and `custom` loses the colours that were the old
 * primary's (`rederiveForPrimary`). A patch that sends shades or custom colours keeps its own values.
 */
export function rederivedColorPaths(site: SiteDoc, patch: SitePatch): Record<string, unknown> {
  const next = patch.colors?.primary ?? patch.primaryColor;
  if (typeof next !== 'string') return {};
  const before: SiteColors = { ...site.colors, primary: site.colors?.primary || site.primaryColor };
  const after = rederiveForPrimary(before, next);
  const set: Record<string, unknown> = {};
  for (const shade of ['primaryLight', 'primaryDark'] as const)
    if (patch.colors?.[shade] === undefined && before[shade] && !after[shade]) set[`colors.${shade}`] = '';
  if (patch.colors?.custom === undefined && JSON.stringify(after.custom) !== JSON.stringify(before.custom ?? {}))
    set['colors.custom'] = after.custom;
  return set;
}
