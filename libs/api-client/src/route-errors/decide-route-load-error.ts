/** SPEC §8 default popup text for a server error while loading a route. */
export const DEFAULT_SERVER_ERROR = 'Server Error. Close popup to refresh and try again.';
const NO_SITE = /^No document exists for siteID /;

/** SPEC §8's missing-site reply: 404 'No document exists for siteID {id}'. */
export const isMissingSite = ({ status, message }: { status: number | string; message?: string }): boolean =>
  status === 404 && !!message && NO_SITE.test(message);

export type RouteLoadErrorAction =
  /** Go to the Home of the active site. */
  | { kind: 'home' }
  /** Clear the active site id; the guard then shows NotFound404. */
  | { kind: 'not-found' }
  /** A server error popup; `returnToPreviousPage` goes back when it is closed. */
  | { kind: 'popup'; message: string; returnToPreviousPage: boolean }
  /** Leave the product for another address (the provider's marketing site). */
  | { kind: 'leave'; url: string };

export interface RouteLoadErrorInput {
  /** HTTP status, or RTK Query's string statuses ('FETCH_ERROR', 'PARSING_ERROR', 'TIMEOUT_ERROR'…). */
  status: number | string;
  /** The server's `message` (SPEC's error shape), when there is one. */
  message?: string;
  touchScreen: boolean;
  /** The page's host name and the configured production host and marketing site. */
  host?: string;
  hosting?: { productionHost: string | null; marketingUrl: string | null } | null;
}

/**
 * Decides what a page does when loading its data failed (SPEC §8 "Route load errors"):
 * - 404 'No document exists for siteID {id}' on the production host (configured): a touch screen shows that
 *   message with no way back; a browser goes to the provider's marketing site (configured; NotFound404 when
 *   none is). Off the production host (development, staging, a host not configured) it is NotFound404, where
 *   a kiosk is offered its way home.
 * - any other 404 → Home; any other status below 500 → clear the site id, NotFound404;
 * - 500 and above (and network failures) → popup with the server's text or the default, then back.
 */
export function decideRouteLoadError({
  status,
  message,
  touchScreen,
  host,
  hosting,
}: RouteLoadErrorInput): RouteLoadErrorAction {
  if (message && isMissingSite({ status, message })) {
    const production = !!hosting?.productionHost && sameHost(host, hosting.productionHost);
    if (!production) return { kind: 'not-found' };
    if (touchScreen) return { kind: 'popup', message, returnToPreviousPage: false };
    return hosting?.marketingUrl ? { kind: 'leave', url: hosting.marketingUrl } : { kind: 'not-found' };
  }
  if (status === 404) return { kind: 'home' };
  if (typeof status === 'number' && status < 500) return { kind: 'not-found' };
  const text = typeof status === 'number' && message ? message : DEFAULT_SERVER_ERROR;
  return { kind: 'popup', message: text, returnToPreviousPage: true };
}

const sameHost = (a: string | undefined, b: string) => !!a && a.toLowerCase() === b.trim().toLowerCase();

/** Reads status and server message from an RTK Query error (FetchBaseQueryError or SerializedError). */
export function readQueryError(error: unknown): { status: number | string; message?: string } | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { status?: unknown; originalStatus?: unknown; data?: unknown; error?: unknown };
  const status = e.status === 'PARSING_ERROR' && typeof e.originalStatus === 'number' ? e.originalStatus : e.status;
  if (typeof status !== 'number' && typeof status !== 'string') return null;
  const data = e.data as { message?: unknown } | undefined;
  const message = data && typeof data.message === 'string' ? data.message : undefined;
  return { status, message };
}
