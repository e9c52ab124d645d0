/** SPEC §8 messages for failed saves. */
export const NO_PERMISSION_MESSAGE = 'User does not have permissions to access this resource';
export const SAVE_ERROR_MESSAGE = 'Error while saving';

export interface RequestShape {
  url: string;
  method?: string;
}

/** Calls that are not content saves even though they are not GETs. */
const NOT_SAVES = [/^\/auth\//, /^\/me\//, /\/analytics\/events$/, /\/search(\?|$)/];

/**
 * A save is a write of content: any non-GET call except auth, session and analytics traffic.
 * Endpoints can override with `extraOptions: { save: true | false }`.
 */
export function isSaveRequest(req: RequestShape, override?: boolean): boolean {
  if (override !== undefined) return override;
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return false;
  return !NOT_SAVES.some((re) => re.test(req.url));
}

/** The message shown when a save fails (SPEC §8): never goes back to the previous page. */
export function saveErrorMessage(status: number | string): string {
  return status === 401 || status === 403 ? NO_PERMISSION_MESSAGE : SAVE_ERROR_MESSAGE;
}

/** Paths whose 401 must not trigger a token refresh (they are the auth flow itself). */
export function isAuthPath(url: string): boolean {
  return /^\/auth\/(login|refresh|logout|oidc|link-accounts)/.test(url);
}
