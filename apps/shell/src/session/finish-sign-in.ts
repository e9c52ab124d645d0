import { sessionActions, type AppDispatch, type RootState, type TokenReply } from '@laurel/api-client';
import { homePath, safeReturnPath } from '@laurel/domain';
import { authorizeSession } from './start-session';

export const NO_SITE_ACCESS = 'You are signed in, but your account has no access to this site.';

/**
 * After any sign-in (password, identity provider, account linking): keep the access token, make the site the
 * sign-in started from active, run the start-up authorization (SPEC §4) and say where to go — the path the
 * sign-in started from, else the active site's Home. `error` when the account may not use the site.
 */
export async function finishSignIn(
  dispatch: AppDispatch,
  getState: () => RootState,
  reply: TokenReply,
  landing: { returnTo?: string | null; siteId?: string | null } = {},
): Promise<{ to: string } | { error: string }> {
  if (landing.siteId && landing.siteId !== getState().session.styleID)
    dispatch(sessionActions.siteIdSet(landing.siteId));
  const { accessToken, user } = reply;
  dispatch(sessionActions.signedIn({ accessToken, email: user.email, clientID: user.clientID }));
  await authorizeSession(dispatch, getState);
  const s = getState().session;
  if (!s.isAuth) return { error: NO_SITE_ACCESS };
  const target = s.styleID ?? s.siteIds[0] ?? null;
  if (!s.styleID && target) dispatch(sessionActions.siteIdSet(target));
  return { to: safeReturnPath(landing.returnTo) ?? (target ? homePath(target) : '/') };
}
