export * from './color';
export * from './contrast';
export * from './shades';
