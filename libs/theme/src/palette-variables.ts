import type { Site } from '@laurel/domain';
import { COLOR_SCHEME_VAR, colorVar, onColorVar } from './color-vars';
import { sitePalette, type Palette } from './palette';

/** A palette as its CSS custom properties: base colours, the named colours, `on-…` text colours, colour scheme. */
export function paletteVariables(p: Palette): Record<string, string> {
  const vars: Record<string, string> = {};
  const base = {
    primary: p.primary,
    primaryLight: p.primaryLight,
    primaryDark: p.primaryDark,
    surface: p.surface,
    text: p.text,
    muted: p.textMuted,
    border: p.border,
    accent: p.accent,
    focus: p.focusRing,
  };
  for (const [name, value] of Object.entries({ ...base, ...p.named })) vars[colorVar(name)] = value;
  for (const [name, value] of Object.entries(p.on)) vars[onColorVar(name)] = value;
  vars[COLOR_SCHEME_VAR] = p.darkMode ? 'dark' : 'light';
  return vars;
}

/** Palettes take ~0.6 ms to compute; the last few sites' results are kept (keyed by their colour settings). */
const CACHE_SIZE = 256;
const cache = new Map<string, Readonly<Record<string, string>>>();

/**
 * The colour properties of a site, as the API sends them in `Site.themeColors`:
 * `paletteVariables(sitePalette(site.colors, site.primaryColor))`, remembered for the last 256 colour settings.
 */
export function siteThemeColors(
  site: Partial<Pick<Site, 'colors' | 'primaryColor'>> | null | undefined,
): Record<string, string> {
  const key = JSON.stringify([site?.colors ?? null, site?.primaryColor ?? null]);
  let vars = cache.get(key);
  if (vars) cache.delete(key);
  else vars = Object.freeze(paletteVariables(sitePalette(site?.colors, site?.primaryColor)));
  cache.set(key, vars);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { ...vars };
}
