/**
 * Site search while the API cannot be reached: the kiosk kept the site's public folders and entries
 * (`/search-data`), and runs the domain's `siteSearchReply` over them — the function the API answers with.
 */
import { buildCategoryIndex, siteSearchReply, type SearchData, type SearchReply } from '@laurel/domain';

export function offlineSearch(data: SearchData, q: string): SearchReply {
  return siteSearchReply(buildCategoryIndex(data.categories, data.entries, []), q, false);
}

export const jsonResponse = (body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-laurel-offline': '1' },
  });
