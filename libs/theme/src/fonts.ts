import {
  FONT_WEIGHTS,
  cleanFontName,
  isValidFontFamilyIndex,
  type FontFamilyIndex,
  type SiteText,
} from '@laurel/domain';
import { SYSTEM_STACKS, findFont, type FontCategory } from './font-list';

/** Fonts 1, 2 and 3 of a site (SPEC §3 styling text), their CSS stacks and the fonts web-service URL. */

export const DEFAULT_FONT = 'Roboto';

/** A family name as a CSS string (quotes and backslashes dropped). */
export const quoteFamily = (family: string) => `"${family.replace(/["\\]/g, '')}"`;

/** A CSS font-family value: the cleaned family first, then the system stack of its category. */
export function fontStack(name: string | null | undefined, fallbackCategory: FontCategory = 'sans-serif'): string {
  const family = cleanFontName(name);
  const known = family ? findFont(family) : undefined;
  const stack = SYSTEM_STACKS[known?.category ?? fallbackCategory];
  return family ? `${quoteFamily(known?.family ?? family)}, ${stack}` : stack;
}

/** The cleaned family names of fonts 1, 2 and 3; empty ones fall back to font 1, then to the default. */
export function siteFontFamilies(
  text: Partial<Pick<SiteText, 'font' | 'font2' | 'font3'>> | null | undefined,
): Record<FontFamilyIndex, string> {
  const font1 = cleanFontName(text?.font) || DEFAULT_FONT;
  return {
    1: font1,
    2: cleanFontName(text?.font2) || font1,
    3: cleanFontName(text?.font3) || cleanFontName(text?.font2) || font1,
  };
}

/** The family for a font selector; only 1, 2 and 3 are accepted. */
export function fontFamilyFor(text: Partial<SiteText> | null | undefined, index: unknown): string {
  if (!isValidFontFamilyIndex(index))
    throw new RangeError(`Font family selector must be 1, 2 or 3, not ${String(index)}.`);
  return siteFontFamilies(text)[index];
}

/**
 * The stylesheet URL of the fonts web service for the families (weights 400 and 700, display=swap), or
 * null when no base URL is configured or none of the families is a web font of the bundled list.
 * Custom fonts (uploaded files) are not served by the web service and are left out.
 */
export function fontsStylesheetUrl(families: readonly string[], baseUrl: string | null | undefined): string | null {
  if (!baseUrl) return null;
  const known = [...new Set(families.map((f) => findFont(cleanFontName(f))?.family).filter((f): f is string => !!f))];
  if (known.length === 0) return null;
  const weights = FONT_WEIGHTS.join(';');
  const params = known.map((f) => `family=${encodeURIComponent(f).replace(/%20/g, '+')}:wght@${weights}`).join('&');
  return `${baseUrl.replace(/\/+$/, '')}/css2?${params}&display=swap`;
}

/**
 * Adds `<link rel="stylesheet">`s for the addresses (nulls skipped) to the document head and returns what
 * removes them: for a React effect that loads a site's web fonts (shell, settings preview, cast player). An
 * address the page already links (a server-rendered page's own fonts) is left as it is and not added again:
 * a second link would fetch the stylesheet, and with it the fonts, once more.
 */
export function addStylesheets(hrefs: readonly (string | null | undefined)[]): () => void {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  const links = hrefs
    .filter((href): href is string => !!href && !present.has(new URL(href, document.baseURI).href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
      return link;
    });
  return () => links.forEach((link) => link.remove());
}
