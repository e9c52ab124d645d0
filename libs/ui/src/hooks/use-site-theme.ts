import { useMemo } from 'react';
import type { Site } from '@laurel/domain';
import { themeVariables } from '@laurel/theme';

/** The visitor asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface SiteTheme {
  /** CSS custom properties from @laurel/theme's `themeVariables` (colours with AA text, fonts, motion). */
  variables: Record<string, string>;
  dark: boolean;
}

/**
 * A site's theme, worked out once per styling reply: the shell applies it to the document, and every page
 * passes it to its `<ThemeScope>` so a remote looks right outside the shell too.
 */
export function useSiteTheme(site: Site | undefined): SiteTheme {
  return useMemo(
    () => ({
      variables: site ? themeVariables(site, { reducedMotion: prefersReducedMotion() }) : {},
      dark: !!site?.colors?.darkMode,
    }),
    [site],
  );
}
