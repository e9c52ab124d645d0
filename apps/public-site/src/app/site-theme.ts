import { useMemo } from 'react';
import type { Site } from '@laurel/domain';
import { themeVariables } from '@laurel/theme';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The site's theme (colours with AA text, fonts, elevation, motion) from @laurel/theme, applied on the
 * page's <ThemeScope> so the remote looks right even outside the shell.
 */
export function useSiteTheme(site: Site | undefined) {
  return useMemo(
    () => ({
      variables: site ? themeVariables(site, { reducedMotion: prefersReducedMotion() }) : {},
      dark: !!site?.colors?.darkMode,
    }),
    [site],
  );
}
