export * from './color';
export * from './contrast';
export * from './shades';
export * from './font-list';
export * from './fonts';
export * from './palette';
export * from './tokens';
export * from './theme-variables';
