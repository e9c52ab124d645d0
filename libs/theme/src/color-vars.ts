import { VAR_PREFIX } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property of a colour, e.g. colorVar('categoryCardText') → '--laurel-category-card-text'. */
export const colorVar = (name: string): string => `${VAR_PREFIX}${kebab(name)}`;

/** The readable (AA) text colour property for a background colour: onColorVar('primary') → '--laurel-on-primary'. */
export const onColorVar = (name: string): string => `${VAR_PREFIX}on-${kebab(name)}`;

/** The property that says whether the colours are light or dark ('light' | 'dark'). */
export const COLOR_SCHEME_VAR = `${VAR_PREFIX}color-scheme`;
