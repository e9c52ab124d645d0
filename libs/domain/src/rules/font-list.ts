/**
 * The bundled list of web fonts offered for fonts 1, 2 and 3 (SPEC §7: font lists are bundled data). The API
 * serves each from its @fontsource package (`fontPackageName`), weights 400 and 700, from our own origin.
 */
export type FontCategory = 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace';

export interface FontListItem {
  family: string;
  category: FontCategory;
}

export const FONT_LIST: readonly FontListItem[] = [
  { family: 'Roboto', category: 'sans-serif' },
  { family: 'Open Sans', category: 'sans-serif' },
  { family: 'Lato', category: 'sans-serif' },
  { family: 'Montserrat', category: 'sans-serif' },
  { family: 'Poppins', category: 'sans-serif' },
  { family: 'Inter', category: 'sans-serif' },
  { family: 'Source Sans 3', category: 'sans-serif' },
  { family: 'Raleway', category: 'sans-serif' },
  { family: 'Nunito', category: 'sans-serif' },
  { family: 'Work Sans', category: 'sans-serif' },
  { family: 'Barlow', category: 'sans-serif' },
  { family: 'Barlow Condensed', category: 'sans-serif' },
  { family: 'Roboto Condensed', category: 'sans-serif' },
  { family: 'Oswald', category: 'sans-serif' },
  { family: 'PT Sans', category: 'sans-serif' },
  { family: 'Ubuntu', category: 'sans-serif' },
  { family: 'Rubik', category: 'sans-serif' },
  { family: 'Mulish', category: 'sans-serif' },
  { family: 'Fira Sans', category: 'sans-serif' },
  { family: 'Archivo', category: 'sans-serif' },
  { family: 'Kanit', category: 'sans-serif' },
  { family: 'Merriweather', category: 'serif' },
  { family: 'Playfair Display', category: 'serif' },
  { family: 'Lora', category: 'serif' },
  { family: 'PT Serif', category: 'serif' },
  { family: 'Libre Baskerville', category: 'serif' },
  { family: 'EB Garamond', category: 'serif' },
  { family: 'Crimson Text', category: 'serif' },
  { family: 'Roboto Slab', category: 'serif' },
  { family: 'Cinzel', category: 'serif' },
  { family: 'Bebas Neue', category: 'display' },
  { family: 'Anton', category: 'display' },
  { family: 'Alfa Slab One', category: 'display' },
  { family: 'Abril Fatface', category: 'display' },
  { family: 'Black Ops One', category: 'display' },
  { family: 'Graduate', category: 'display' },
  { family: 'Staatliches', category: 'display' },
  { family: 'Teko', category: 'display' },
  { family: 'Russo One', category: 'display' },
  { family: 'Dancing Script', category: 'handwriting' },
  { family: 'Pacifico', category: 'handwriting' },
  { family: 'Caveat', category: 'handwriting' },
  { family: 'Great Vibes', category: 'handwriting' },
  { family: 'Roboto Mono', category: 'monospace' },
  { family: 'Source Code Pro', category: 'monospace' },
];

const byName = new Map(FONT_LIST.map((f) => [f.family.toLowerCase(), f]));

/** The list entry of a family (case-insensitive), or undefined for custom/unknown fonts. */
export const findFont = (family: string): FontListItem | undefined => byName.get(family.trim().toLowerCase());

/** The npm package (Fontsource) that ships a bundled family's files: 'Source Sans 3' → '@fontsource/source-sans-3'. */
export const fontPackageName = (family: string): string =>
  `@fontsource/${family.trim().toLowerCase().replace(/\s+/g, '-')}`;
