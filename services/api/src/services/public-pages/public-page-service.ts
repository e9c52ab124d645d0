/**
 * A public page as the server sends it (docs/decisions.md, "Server-rendered public pages"): its head tags
 * (page-meta-service), the stylesheets it needs before any script runs, and, for a page that shows what it
 * is (no redirect rule applies to a visitor), its server-rendered markup and data. Built from the public
 * view of the site only: the render's API calls are anonymous, and the head describes public content only.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parsePageParam, parsePublicPath, resolveRedirect, type SsrResult } from '@laurel/domain';
import { pageMeta } from './page-meta-service';
import { injectFetch } from '../server-render/inject-fetch';
import type { PageSources } from '../server-render/page-sources';
import { pageDocument } from '../server-render/page-document';
import { publicPageStylesheets } from '../server-render/remote-styles';
import type { RenderModules } from '../server-render/render-module';

/** The query parameters a public page's HTML depends on; any other (tracking tags, cache-busters) is ignored. */
export const PAGE_QUERY = ['touchScreen', 'filter', 'backButton', 'page'] as const;

export interface PageRequest {
  path: string;
  query: URLSearchParams;
  origin: string;
  shellHtml: string;
  /** The site's content version the page is made at (named in the page for its change stream). */
  version: number;
}

/** Path plus the parameters of PAGE_QUERY that are present, in that order. */
export function pageUrl(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY) {
    const value = query.get(name);
    if (name === 'page') {
      // Only a real folder page past the first renders differently: `page=1`, `page=x` are the plain page.
      const page = parsePageParam(value);
      if (page > 1) kept.set(name, String(page));
    } else if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

function runtimeConfig(app: FastifyInstance): { fontsBaseUrl?: string } {
  const file = app.config.configJson;
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { fontsBaseUrl?: string };
  } catch {
    return {};
  }
}

/** Where the browser loads the public-site remote from (its folder in /remotes.json). */
function publicSiteBase(app: FastifyInstance): string {
  let entry = '/remotes/public-site/mf-manifest.json';
  if (app.config.remotesJson) {
    try {
      const listed = (JSON.parse(readFileSync(app.config.remotesJson, 'utf8')) as Record<string, unknown>).public_site;
      if (typeof listed === 'string') entry = listed;
    } catch {
      /* the static plugin reports a broken remotes.json */
    }
  }
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

async function render(
  app: FastifyInstance,
  renders: RenderModules,
  url: string,
  sources?: PageSources,
): Promise<SsrResult | null> {
  const current = renders.current();
  if (!current) return null;
  const heard: PageSources = new Map();
  const result = await current.module.renderPage({
    url,
    fetch: injectFetch(app, heard),
    publicSiteEntry: current.publicSiteEntry,
    fontsBaseUrl: runtimeConfig(app).fontsBaseUrl ?? '/api/v1/fonts',
  });
  if (!result.complete) return null;
  for (const [address, etag] of heard) sources?.set(address, etag);
  return result;
}

/**
 * The page's HTML, or null when the path is not a public page of an existing site. `sources` gets the replies a
 * server render read (none when the page was not rendered).
 */
export async function publicPageHtml(
  app: FastifyInstance,
  renders: RenderModules,
  req: PageRequest,
  sources?: PageSources,
): Promise<string | null> {
  const route = parsePublicPath(req.path);
  if (!route) return null;
  const site = await app.repos.siteContent.site(route.siteId);
  if (!site) return null;
  const meta = await pageMeta(app, req.path, req.origin);
  const index = await app.repos.siteContent.index(site.siteID, site.publicCategoryFilter ?? []);
  const redirect = resolveRedirect(route, index, { isPublic: true, backButton: req.query.has('backButton') });
  let rendered: SsrResult | null = null;
  // A page a visitor is sent on from is left to the browser (it follows the rule at once), as before.
  if (!redirect) {
    try {
      rendered = await render(app, renders, pageUrl(req.path, req.query), sources);
    } catch (err) {
      app.log.warn({ err, path: req.path }, 'The page could not be rendered on the server');
    }
  }
  const stylesheets = publicPageStylesheets(app.config.appsDir, publicSiteBase(app));
  return pageDocument(req.shellHtml, meta, rendered, stylesheets, req.version);
}
