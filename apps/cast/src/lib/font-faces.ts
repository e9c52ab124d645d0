import { FONT_WEIGHTS, cleanFontName } from '@laurel/domain';
import { quoteFamily } from '@laurel/theme';

/**
 * Fetches every face of the families (each of FONT_WEIGHTS) now and again whenever a stylesheet of the page
 * finishes loading, rather than when text is first drawn in one. A browser fetches a web font only for text
 * that uses it, and the fonts' stylesheets say `display=swap`: text needing a face nothing on screen used yet
 * is drawn in the fallback font and redrawn when the file arrives. On a TV that was the "Now inducted" title
 * at a reveal's second (Oswald 400 fetched ~375 ms after it, the title changing font on screen). Families no
 * stylesheet declares load nothing. Returns what stops listening (for a React effect).
 */
export function preloadFontFaces(families: readonly (string | null | undefined)[]): () => void {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return () => undefined;
  const names = [...new Set(families.map((f) => cleanFontName(f)).filter((f) => !!f))];
  const load = () => {
    for (const name of names)
      for (const weight of FONT_WEIGHTS) fonts.load(`${weight} 1em ${quoteFamily(name)}`).catch(() => undefined);
  };
  const onLoad = (event: Event) => {
    const target = event.target as HTMLLinkElement | null;
    if (target?.tagName === 'LINK' && target.rel === 'stylesheet') load();
  };
  load();
  document.addEventListener('load', onLoad, true);
  return () => document.removeEventListener('load', onLoad, true);
}
