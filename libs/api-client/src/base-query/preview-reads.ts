/**
 * The site at a preview time (issue 29): while a page shows it (`session.previewAt`), every public read asks
 * the API for that time (`?previewAt=`), which answers editors only and never from a shared cache. Other
 * calls (the editing view, settings, saves) are left as they are.
 */
import { PREVIEW_AT_PARAM } from '@laurel/domain';

/** The public reads of a site that answer at a preview time (docs/api.md, `?previewAt=`). */
const PREVIEW_READ =
  /^\/sites\/[^/?]+\/(styling|categories|categories\/[^/?]+(?:\/outline)?|entries\/[^/?]+|search|search-options)$/;

/** `url` asking for the site at `previewAt` when it is a public read of a site; otherwise `url` as it is. */
export function previewReadUrl(url: string, previewAt: string | null): string {
  if (!previewAt) return url;
  const [path, query = ''] = url.split('?', 2);
  if (!PREVIEW_READ.test(path)) return url;
  const params = new URLSearchParams(query);
  params.set(PREVIEW_AT_PARAM, previewAt);
  return `${path}?${params.toString()}`;
}

/**
 * Resolves once the page's sign-in is known (`isReady`: `session.ready`), looking every 25 ms. A preview's reads
 * are an editor's: sent before the session had its token, they were refused (401) and the page said "Only
 * editors…" to the editor it was for.
 */
export function sessionStarted(isReady: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (isReady() ? resolve() : setTimeout(check, 25));
    check();
  });
}
