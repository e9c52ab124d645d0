import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiUrl, type TokenReply } from '@laurel/domain';
import { sessionActions, type Session } from '../session-slice';
import { apiBaseUrl, apiFetch } from './api-origin';
import { noteReplyHeaders } from '../site-events/shown-version';
import { isAuthPath, isSaveRequest, saveErrorMessage, SESSION_LOST_MESSAGE } from './save-rules';
import { previewReadUrl, sessionStarted } from './preview-reads';

export interface LaurelExtraOptions {
  /** Force (true) or exclude (false) the call from the saving flag and save error messages. */
  save?: boolean;
  /**
   * The caller shows the API's 4xx message next to the field it concerns (settings forms): a failed save
   * with 400, 404, 409, 413, 415 or 422 does not open the 'Error while saving' popup. 401/403 and 5xx still do.
   */
  inlineClientErrors?: boolean;
}

type Args = string | FetchArgs;
type Raw = BaseQueryFn<Args, unknown, FetchBaseQueryError>;

const sessionOf = (api: BaseQueryApi) => (api.getState() as { session?: Session }).session;

/**
 * A GET of a public read asks for the page's preview time, when it shows one (preview-reads.ts); any other call
 * is returned as it is (the same object).
 */
function atPreviewTime(args: Args, api: BaseQueryApi): Args {
  const previewAt = sessionOf(api)?.previewAt ?? null;
  if (!previewAt) return args;
  const req = typeof args === 'string' ? { url: args } : args;
  if ((req.method ?? 'GET').toUpperCase() !== 'GET') return args;
  const url = previewReadUrl(req.url, previewAt);
  return url === req.url ? args : { ...req, url };
}

/**
 * The plain fetch with the access token (and the page's preview time on public reads); a new fetchBaseQuery
 * per call so the origin can change in tests.
 */
export const rawBaseQuery: Raw = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    fetchFn: apiFetch(),
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { session?: Session }).session?.accessToken;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  })(atPreviewTime(args, api), api, extra ?? {});

let refreshing: Promise<boolean> | null = null;

/** POST /auth/refresh once, shared by every call that got a 401 at the same time. */
export function refreshAccessToken(api: BaseQueryApi): Promise<boolean> {
  if (!refreshing) {
    refreshing = (async () => {
      const reply = await rawBaseQuery({ url: apiUrl('POST /auth/refresh'), method: 'POST' }, api, {});
      if (reply.error || !reply.data) return false;
      const { accessToken, user } = reply.data as TokenReply;
      api.dispatch(sessionActions.signedIn({ accessToken, email: user.email, clientID: user.clientID }));
      return true;
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** A 4xx a form can explain next to its field (not an authorisation failure). */
const isInlineClientError = (status: number | string): boolean =>
  typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 403;

/**
 * The product's base query (SPEC §8): the saving flag around saves; on a 401 one token refresh and a retry;
 * a 401 that survives the refresh signs a CMS session out (a save then says 'User must be authenticated to
 * use this endpoint.'); a failed save sets the session's server error ('User does not have permissions to
 * access this resource' for 401/403, else 'Error while saving'),
 * without going back. Read errors are left to the page (see `decideRouteLoadError`).
 */
export const laurelBaseQuery: BaseQueryFn<Args, unknown, FetchBaseQueryError, LaurelExtraOptions> = async (
  args,
  api,
  extra,
) => {
  const req = typeof args === 'string' ? { url: args } : args;
  if (atPreviewTime(args, api) !== args) await sessionStarted(() => Boolean(sessionOf(api)?.ready));
  const save = isSaveRequest(req, extra?.save);
  if (save) api.dispatch(sessionActions.saveStarted());
  try {
    let result = await rawBaseQuery(args, api, extra);
    noteReplyHeaders((result.meta as FetchBaseQueryMeta | undefined)?.response?.headers);
    let sessionLost = false;
    if (result.error?.status === 401 && !isAuthPath(req.url)) {
      const hadToken = Boolean(sessionOf(api)?.accessToken);
      if (hadToken && (await refreshAccessToken(api))) {
        result = await rawBaseQuery(args, api, extra);
      }
      if (result.error?.status === 401 && sessionOf(api)?.isAuth) {
        sessionLost = true;
        api.dispatch(sessionActions.signedOut());
      }
    }
    if (result.error && save && !(extra?.inlineClientErrors && isInlineClientError(result.error.status))) {
      // SPEC §5: a call without a valid session says so and signs the CMS out; other failures follow §8.
      const message = sessionLost ? SESSION_LOST_MESSAGE : saveErrorMessage(result.error.status);
      api.dispatch(sessionActions.serverErrorSet({ message, returnToPreviousPage: false }));
    }
    return result;
  } finally {
    if (save) api.dispatch(sessionActions.saveFinished());
  }
};
