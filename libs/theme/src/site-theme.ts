import { themeVariables, type ThemeSite } from './theme-variables';

/** The visitor asked the system for less motion (false where there is no window). */
export const prefersReducedMotion = (): boolean =>
  !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface SiteTheme {
  /** CSS custom properties (`themeVariables`: colours with AA text, fonts, motion). */
  variables: Record<string, string>;
  dark: boolean;
}

/** A site's theme as the browser shows it: its variables (reduced motion honoured) and whether it is dark. */
export function siteTheme(site: ThemeSite | null | undefined): SiteTheme {
  if (!site) return { variables: {}, dark: false };
  return { variables: themeVariables(site, { reducedMotion: prefersReducedMotion() }), dark: !!site.colors?.darkMode };
}
