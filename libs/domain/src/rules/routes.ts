/**
 * Every route of SPEC §2 in one place: the router's path patterns, a builder per route, and the readers of
 * a path. Apps, libs and the API build URLs only with these (docs/decisions.md, "Shell and routing").
 * Route params are spelled `siteId`, `categoryId`, `entryId`, `columnId`, `screenId` (SPEC writes
 * `{styleid}`, `{categoryID}`…; the URLs are the same).
 */

/** Path patterns in react-router syntax; the shell's route table and the remotes' standalone pages use them. */
export const ROUTE_PATTERNS = {
  home: '/home/:siteId',
  categories: '/categories/:siteId',
  subcategories: '/subcategories/:siteId/:categoryId',
  category: '/category/:siteId/:categoryId',
  entry: '/entry/:siteId/:categoryId/:entryId',
  bulkCategoryEditor: '/bulkCategoryEditor/:siteId/:categoryId',
  // SPEC's `{recordCollectionID}` and its older `{columnID}` form both name a record column.
  bulkRecordItemsEditor: '/bulkRecordItemsEditor/:siteId/:categoryId/:columnId',
  postRedirect: '/post-redirect/:siteId',
  settings: '/settings/:siteId',
  recentlyDeleted: '/recentlyDeleted/:siteId',
  mediaLibrary: '/mediaLibrary/:siteId',
  canvaImporter: '/canvaImporter/:siteId',
  login: '/login/:siteId?',
  redirect: '/redirect',
  canvaRedirect: '/canva-redirect',
  linkAccounts: '/auth/link-accounts',
  linkAccountsContinue: '/auth/link-accounts/continue',
  castScreen: '/cast-screen/:screenId',
  notFound: '/404',
} as const;

/** The settings pages of SPEC §2, in the order the settings navigation lists them. */
export const SETTINGS_PAGES = [
  'users',
  'general',
  'fonts',
  'seo',
  'analytics',
  'site-analytics',
  'rocketcast',
  'activity',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];
export const isSettingsPage = (page: string | undefined): page is SettingsPage =>
  (SETTINGS_PAGES as readonly string[]).includes(page ?? '');

/** The query parameters SPEC §2 names: the carried folder filter, login's `fromLogout` and `styleid`. */
export const FILTER_PARAM = 'filter';
export const LOGIN_SITE_PARAM = 'styleid';

/** The placeholder site id that means "the active site". */
export const LOOKUP_SITE_ID = 'lookup';

const enc = encodeURIComponent;
const path = (segments: string[]) => `/${segments.map(enc).join('/')}`;

// Public routes
export const homePath = (siteId: string): string => path(['home', siteId]);
export const categoriesPath = (siteId: string): string => path(['categories', siteId]);
export const subcategoriesPath = (siteId: string, categoryId: string): string =>
  path(['subcategories', siteId, categoryId]);
export const categoryPath = (siteId: string, categoryId: string): string => path(['category', siteId, categoryId]);
export const entryPath = (siteId: string, categoryId: string, entryId: string): string =>
  path(['entry', siteId, categoryId, entryId]);

// Editing routes (signed-in, cmsOnly)
export const bulkCategoryEditorPath = (siteId: string, categoryId: string): string =>
  path(['bulkCategoryEditor', siteId, categoryId]);
export const bulkRecordItemsEditorPath = (siteId: string, categoryId: string, columnId: string): string =>
  path(['bulkRecordItemsEditor', siteId, categoryId, columnId]);
export const postRedirectPath = (siteId: string): string => path(['post-redirect', siteId]);

// Admin-only routes; `/settings/{site}` without a page shows the users page.
export const settingsPath = (siteId: string, page?: SettingsPage): string =>
  path(page ? ['settings', siteId, page] : ['settings', siteId]);
export const recentlyDeletedPath = (siteId: string): string => path(['recentlyDeleted', siteId]);
export const mediaLibraryPath = (siteId: string): string => path(['mediaLibrary', siteId]);
export const canvaImporterPath = (siteId: string): string => path(['canvaImporter', siteId]);

// Auth routes
export function loginPath(siteId: string | null, opts?: { fromLogout?: boolean }): string {
  const base = siteId ? path(['login', siteId]) : '/login';
  return opts?.fromLogout ? `${base}?fromLogout=true` : base;
}
export const redirectPath = (to?: string): string => (to ? `/redirect?to=${enc(to)}` : '/redirect');
// `/canva-redirect`, `/auth/link-accounts`, `/auth/link-accounts/continue` and `/404` have no parameters:
// their ROUTE_PATTERNS entries are their paths.

// Cast display
export const castScreenPath = (screenId: string): string => path(['cast-screen', screenId]);
/** The standalone player a TV opens (`/cast/{screenId}`); `preview` asks for the settings page's preview mode. */
export const castPlayerPath = (screenId: string, options: { preview?: boolean } = {}): string =>
  `${path(['cast', screenId])}${options.preview ? '?preview=1' : ''}`;

/** The stored `path` field of a category and of an entry (SPEC §3: `/category/{id}`, `/entry/{id}`). */
export const categoryDocumentPath = (categoryId: string): string => `/category/${categoryId}`;
export const entryDocumentPath = (entryId: string): string => `/entry/${entryId}`;

/** The public routes (their names are also their first path segment). */
export const PUBLIC_ROUTE_NAMES = ['home', 'categories', 'subcategories', 'category', 'entry'] as const;

/** The public routes as data: redirect rules take one and return another's path. */
export type PublicRoute =
  | { name: 'home'; siteId: string }
  | { name: 'categories'; siteId: string }
  | { name: 'subcategories'; siteId: string; categoryId: string }
  | { name: 'category'; siteId: string; categoryId: string }
  | { name: 'entry'; siteId: string; categoryId: string; entryId: string };
export const isPublicPath = (pathname: string): boolean =>
  (PUBLIC_ROUTE_NAMES as readonly string[]).includes(routeHeadOf(pathname));

export function routePath(route: PublicRoute): string {
  switch (route.name) {
    case 'home':
      return homePath(route.siteId);
    case 'categories':
      return categoriesPath(route.siteId);
    case 'subcategories':
      return subcategoriesPath(route.siteId, route.categoryId);
    case 'category':
      return categoryPath(route.siteId, route.categoryId);
    case 'entry':
      return entryPath(route.siteId, route.categoryId, route.entryId);
  }
}

/** The path's segments, decoded; null when one cannot be decoded. Query and hash are ignored. */
function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split(/[?#]/)[0].split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Reads a public path; null when it is not one of the five public routes. */
export function parsePublicPath(pathname: string): PublicRoute | null {
  const p = segmentsOf(pathname);
  if (!p) return null;
  const [head, siteId, a, b] = p;
  if (!siteId) return null;
  if (head === 'home' && p.length === 2) return { name: 'home', siteId };
  if (head === 'categories' && p.length === 2) return { name: 'categories', siteId };
  if (head === 'subcategories' && p.length === 3) return { name: 'subcategories', siteId, categoryId: a };
  if (head === 'category' && p.length === 3) return { name: 'category', siteId, categoryId: a };
  if (head === 'entry' && p.length === 4) return { name: 'entry', siteId, categoryId: a, entryId: b };
  return null;
}

/** Whether the routes starting with this segment have the site id as their second segment. */
const isSiteRouteHead = (head: string): boolean =>
  Object.values(ROUTE_PATTERNS).some((pattern) => pattern.startsWith(`/${head}/:siteId`));

/** The first segment of a path ('' for the root). */
export const routeHeadOf = (pathname: string): string => pathname.split('/').filter(Boolean)[0] ?? '';

/** The site id named by a pathname, or null ('lookup' counts as none; so do routes without a site id). */
export function siteIdFromPath(pathname: string): string | null {
  const p = pathname.split('/').filter(Boolean);
  if (!p[1] || !isSiteRouteHead(p[0])) return null;
  let id = p[1];
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep the raw segment */
  }
  return id && id !== LOOKUP_SITE_ID ? id : null;
}

/** Characters a browser drops or reads as `/` while parsing a URL: controls, spaces, backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const UNSAFE_IN_RETURN_PATH = /[\u0000-\u0020\u007f\\]/;
const PROBE_ORIGIN = 'http://laurel.invalid';

/**
 * Only same-site relative paths are accepted as "return to" targets (no open redirects), normalised as the browser
 * would (`/a/../b` → `/b`). Refused (null, so callers fall back to the site's Home): `//host`, `/\\host`, anything
 * with a tab, newline, space or backslash (`/%09/host` reads as `//host`), a path that normalises to `//…`, and
 * the login page.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_IN_RETURN_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (/^\/login(\/|$|\?)/.test(path)) return null;
  return path;
}
