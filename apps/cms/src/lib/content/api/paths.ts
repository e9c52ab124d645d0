/** The API paths the cms remote calls (docs/api.md), relative to `/api/v1`; every segment is encoded. */
export const sitePath = (siteId: string, ...segments: string[]): string =>
  ['/sites', siteId, ...segments].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
