/**
 * `@laurel/theme`: tokens, fonts and a site's CSS variables — no colour library (shared by every app, on
 * every page). Colour parsing, contrast and palettes are in `@laurel/theme/colors`.
 */
export * from './font-list';
export * from './fonts';
export * from './tokens';
export * from './theme-variables';
export * from './default-theme-colors';
export * from './site-theme';
