/**
 * `robots.txt` and the sitemaps (docs/decisions.md, "Server-rendered public pages"): crawlers may read the
 * public pages and what they show (media, fonts, the front ends' files), never the editing, settings, sign-in
 * or cast screens or the rest of the API; `sitemap.xml` is an index of one sitemap per site, which lists the
 * site's published pages (`publicPagePaths`).
 */
import { PUBLIC_ROUTE_NAMES, ROUTE_PATTERNS, publicPagePaths } from '@laurel/domain';
import type { FastifyInstance } from 'fastify';

/** Where the API is served (app.ts registers the routes under it). */
const API_PREFIX = '/api/v1';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The per-site sitemap's path. */
export const siteSitemapPath = (siteId: string) => `/sitemaps/${encodeURIComponent(siteId)}.xml`;

/** The first path segment of every screen that is not a public page (editing, settings, sign-in, cast). */
function privateHeads(): string[] {
  const heads = Object.entries(ROUTE_PATTERNS)
    .filter(([name]) => !(PUBLIC_ROUTE_NAMES as readonly string[]).includes(name))
    .map(([, pattern]) => `/${pattern.split('/')[1]}`);
  return [...new Set([...heads, '/cast'])];
}

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    // Link previews and search results show a page's photo and fonts: those API paths stay open.
    `Allow: ${API_PREFIX}/media/`,
    `Allow: ${API_PREFIX}/fonts/`,
    `Disallow: ${API_PREFIX}/`,
    ...privateHeads().map((head) => `Disallow: ${head}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

export function sitemapIndexXml(origin: string, siteIds: string[]): string {
  const items = siteIds.map((id) => `  <sitemap><loc>${xml(`${origin}${siteSitemapPath(id)}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap of one site's published pages, or null when there is no such site. */
export async function siteSitemapXml(app: FastifyInstance, origin: string, siteId: string): Promise<string | null> {
  const site = await app.repos.siteContent.site(siteId);
  if (!site) return null;
  const index = await app.repos.siteContent.index(site.siteID, site.publicCategoryFilter ?? []);
  const urls = publicPagePaths(index, site.siteID).map((path) => `  <url><loc>${xml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
