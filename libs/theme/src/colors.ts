/**
 * `@laurel/theme/colors`: colour parsing (colorjs.io), contrast, shades, site palettes and their CSS
 * variables. Heavier than the main entry; for the API, the cast player and the settings editor — never
 * for a page that only shows a site (it gets the computed colours from the API in `Site.themeColors`).
 */
export * from './color';
export * from './contrast';
export * from './shades';
export * from './palette';
export * from './palette-variables';
export * from './rederive';
export { DEFAULT_THEME_COLORS } from './default-theme-colors';
