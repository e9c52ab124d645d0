import { MESSAGES } from '@laurel/domain';

/** SPEC §8 messages for failed saves. */
export const NO_PERMISSION_MESSAGE = MESSAGES.noPermission;
export const SAVE_ERROR_MESSAGE = MESSAGES.saveError;
/** SPEC §5: a save sent without a valid session (the refresh failed too); the CMS is signed out. */
export const SESSION_LOST_MESSAGE = MESSAGES.notAuthenticated;

export interface RequestShape {
  url: string;
  method?: string;
}

/** Calls that are not content saves even though they are not GETs. */
const NOT_SAVES = [/^\/auth\//, /^\/me\//, /\/analytics\/events(\?|$)/, /\/search(\?|$)/];

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
