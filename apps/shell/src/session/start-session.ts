import {
  authApi,
  publicApi,
  documentCookies,
  hasSessionHint,
  sessionActions,
  type AppDispatch,
  type RootState,
} from '@laurel/api-client';

/**
 * After a sign-in (or a successful token refresh at start): authorize for the active site — isSiteAdmin,
 * isInternal, hasSignedAgreements; a failure is logged and leaves a visitor with the CMS off (SPEC §8) —
 * then, for non-internal users, load the site ids they may use (a failure is only logged) and each site's
 * styling.
 */
export async function authorizeSession(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const siteId = getState().session.styleID;
  if (!siteId) return;
  const authRequest = dispatch(authApi.endpoints.authorize.initiate(siteId, { forceRefetch: true }));
  const auth = await authRequest;
  authRequest.unsubscribe();
  if (auth.error || !auth.data) {
    console.error('Authorization failed; continuing as a visitor', auth.error);
    dispatch(sessionActions.authorizationFailed());
    return;
  }
  dispatch(sessionActions.authorized(auth.data));
  if (auth.data.isInternal) return;
  const idsRequest = dispatch(authApi.endpoints.getMySiteIds.initiate(undefined, { forceRefetch: true }));
  const ids = await idsRequest;
  idsRequest.unsubscribe();
  if (!ids.data) return console.error('Could not load the site ids of this user', ids.error);
  dispatch(sessionActions.siteIdsLoaded(ids.data));
  // SPEC §6: the styling of each of the user's sites (names for the site switcher); start-up does not wait.
  for (const id of ids.data) dispatch(publicApi.util.prefetch('getStyling', id, {}));
}

/**
 * Session start-up (SPEC §4 "Startup user state"). A touch screen is never signed in. Otherwise, when the
 * API's session hint cookie is there, the refresh cookie is exchanged for an access token (POST /auth/refresh);
 * without the hint the user is a visitor and no request is sent. `cookies` is `document.cookie` in a page.
 */
export async function startSession(
  dispatch: AppDispatch,
  getState: () => RootState,
  cookies = documentCookies(),
): Promise<void> {
  try {
    if (getState().session.touchScreen || !hasSessionHint(cookies)) return;
    const request = dispatch(authApi.endpoints.refreshSession.initiate());
    const refreshed = await request;
    request.reset();
    if (refreshed.error || !refreshed.data) return;
    const { accessToken, user } = refreshed.data;
    dispatch(sessionActions.signedIn({ accessToken, email: user.email, clientID: user.clientID }));
    await authorizeSession(dispatch, getState);
  } finally {
    dispatch(sessionActions.sessionReady());
  }
}
