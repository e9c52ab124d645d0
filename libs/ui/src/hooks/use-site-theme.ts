import { useMemo } from 'react';
import type { Site } from '@laurel/domain';
import { siteTheme, type SiteTheme } from '@laurel/theme';

/**
 * A site's theme (`siteTheme` of @laurel/theme), worked out once per styling reply, for the page's
 * `<ThemeScope>`: a remote looks right outside the shell too. The shell applies the same to the document.
 */
export function useSiteTheme(site: Site | undefined): SiteTheme {
  return useMemo(() => siteTheme(site), [site]);
}
