/**
 * Self-hosted web fonts (SPEC §7: "page styles load from a fonts web service, weights 400 and 700"): the
 * families of the bundled list, served from their Fontsource packages by a css2-compatible endpoint, so a
 * kiosk on a closed network shows the site's fonts and no visitor's browser talks to an outside service.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findFont, FONT_WEIGHTS, fontPackageName } from '@laurel/domain';

export const FONTS_PREFIX = '/api/v1/fonts';
const FILE = /^[a-z0-9-]+\.(woff2|woff)$/;

/** The folder of a bundled family's package, or null when the family is not in the list (or not installed). */
function packageDir(family: string): string | null {
  const known = findFont(family);
  if (!known) return null;
  try {
    return dirname(require.resolve(`${fontPackageName(known.family)}/package.json`));
  } catch {
    return null;
  }
}

/** The package folder name of a family ('Source Sans 3' → 'source-sans-3'). */
const slugOf = (family: string) => fontPackageName(family).slice('@fontsource/'.length);

/** Reads a css2 `family` parameter: 'Open Sans:wght@400;700' → family and weights (400 and 700 when absent). */
export function parseFamilyParam(value: string): { family: string; weights: number[] } {
  const [name, axis] = value.split(':');
  const weights = /^wght@([\d;]+)$/
    .exec(axis ?? '')?.[1]
    .split(';')
    .map(Number)
    .filter((w) => Number.isInteger(w) && w >= 100 && w <= 900);
  return { family: name.replace(/\+/g, ' ').trim(), weights: weights?.length ? weights : [...FONT_WEIGHTS] };
}

const cssCache = new Map<string, string>();

/**
 * The @font-face rules of one family in the given weights (those its package has), with every `url()`
 * pointing at our own `/api/v1/fonts/files/{slug}/…`. Empty for families outside the bundled list.
 */
export function familyCss(family: string, weights: readonly number[]): string {
  const key = `${family}|${weights.join(',')}`;
  const hit = cssCache.get(key);
  if (hit !== undefined) return hit;
  const dir = packageDir(family);
  let css = '';
  if (dir) {
    const slug = slugOf(findFont(family)!.family);
    for (const weight of [...new Set(weights)].sort()) {
      const file = join(dir, `${weight}.css`);
      if (!existsSync(file)) continue;
      css += readFileSync(file, 'utf8').replace(/url\(\.\/files\/([^)]+)\)/g, `url(${FONTS_PREFIX}/files/${slug}/$1)`);
      css += '\n';
    }
  }
  cssCache.set(key, css);
  return css;
}

/** The path of a font file of a bundled family's package, or null (unknown family or file name). */
export function fontFilePath(slug: string, file: string): { dir: string; file: string } | null {
  if (!FILE.test(file) || !/^[a-z0-9-]+$/.test(slug)) return null;
  const dir = packageDir(slug.replace(/-/g, ' '));
  if (!dir || slugOf(findFont(slug.replace(/-/g, ' '))!.family) !== slug) return null;
  const files = join(dir, 'files');
  return existsSync(join(files, file)) ? { dir: files, file } : null;
}
