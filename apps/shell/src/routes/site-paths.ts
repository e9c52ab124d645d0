/** First path segments whose second segment is the site id (style id), per SPEC §2. */
export const SITE_ROUTE_SEGMENTS = [
  'home',
  'categories',
  'subcategories',
  'category',
  'entry',
  'bulkCategoryEditor',
  'bulkRecordItemsEditor',
  'post-redirect',
  'settings',
  'recentlyDeleted',
  'mediaLibrary',
  'canvaImporter',
  'login',
] as const;

/** The placeholder site id that means "the active site". */
export const LOOKUP_SITE_ID = 'lookup';

/** The site id named by a URL path, or null ('lookup' counts as none). */
export function siteIdFromPath(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (!second || !(SITE_ROUTE_SEGMENTS as readonly string[]).includes(first)) return null;
  const id = safeDecode(second);
  return id && id !== LOOKUP_SITE_ID ? id : null;
}

export const homePath = (siteId: string) => `/home/${encodeURIComponent(siteId)}`;

export function loginPath(siteId: string | null, opts: { fromLogout?: boolean } = {}): string {
  const base = siteId ? `/login/${encodeURIComponent(siteId)}` : '/login';
  return opts.fromLogout ? `${base}?fromLogout=true` : base;
}

/** Only same-site relative paths are accepted as "return to" targets (no open redirects). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/login(\/|$|\?)/.test(value)) return null;
  return value;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
