import { cleanFontName } from './format';

/** Font files a site may upload (SPEC §5 cleans these names): their extension → CSS `format()`. */
export const CUSTOM_FONT_FORMATS = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' } as const;
export type CustomFontExtension = keyof typeof CUSTOM_FONT_FORMATS;
export const CUSTOM_FONT_MAX_BYTES = 5 * 1024 * 1024;
export const NOT_A_FONT_MESSAGE = 'That file is not a font. Choose a .woff2, .woff, .ttf or .otf file.';

const FILE = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,118}\.(woff2|woff|ttf|otf)$/i;

export interface CustomFontFace {
  /** The stored file name, e.g. 'Husky Sans-700.woff2'. */
  file: string;
  /** The family visitors' pages use: the name cleaned of extension and weight suffix ('Husky Sans'). */
  family: string;
  weight: number;
  format: (typeof CUSTOM_FONT_FORMATS)[CustomFontExtension];
}

/** The file name an upload is stored under: letters, digits, space, _ . - only; null when it is no font name. */
export function customFontFileName(original: string): string | null {
  const base = original.split(/[\\/]/).pop() ?? '';
  const safe = base
    .replace(/[^A-Za-z0-9 _.-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .trim();
  return FILE.test(safe) ? safe : null;
}

/** How a stored custom font file is used in CSS; null for names that are not font files. */
export function customFontFace(file: string): CustomFontFace | null {
  if (!FILE.test(file)) return null;
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase() as CustomFontExtension;
  const weight = /-([1-9]00)\.[a-z0-9]+$/i.exec(file);
  const family = cleanFontName(file);
  return family ? { file, family, weight: weight ? Number(weight[1]) : 400, format: CUSTOM_FONT_FORMATS[ext] } : null;
}
