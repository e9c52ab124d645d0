import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { homePath, isCmsModeOn, MOBILE_VIEWPORT_QUERY } from '@laurel/domain';
import { hasSessionHint } from '../session-hint';
import { sessionActions, type Session } from '../session-slice';
import { decideRouteLoadError, isMissingSite, readQueryError } from './decide-route-load-error';

/**
 * True while a browser that may be signed in (the session hint) has not settled who it is: the session is
 * starting, or an editor's CMS mode (and so the editing view of the page) is about to be switched on.
 * The public view's errors (e.g. 404 for an unpublished folder) are not acted on meanwhile.
 */
function useSettling(session: Session): boolean {
  const { pathname } = useLocation();
  if (session.touchScreen || !hasSessionHint()) return false;
  if (!session.ready) return true;
  const willEdit = isCmsModeOn({
    signedIn: session.isAuth,
    cmsFlag: session.showCMS,
    touchScreen: session.touchScreen,
    pathname,
    mobileViewport: typeof window !== 'undefined' && window.matchMedia?.(MOBILE_VIEWPORT_QUERY).matches === true,
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
  });
  return willEdit && !session.cmsMode;
}

/**
 * Pages call this with their RTK Query `error`: it applies SPEC §8's route-load-error rules once per error
 * (Home, NotFound404 by clearing the site id, or the server-error popup that the shell shows).
 */
export function useRouteLoadError(error: unknown): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSelector((s: { session: Session }) => s.session);
  const { touchScreen, styleID: siteId, hosting } = session;
  const settling = useSettling(session);

  useEffect(() => {
    const read = readQueryError(error);
    if (!read || settling) return;
    // whether a missing site is on the production host is known once the runtime config is read
    if (isMissingSite(read) && !hosting) return;
    const action = decideRouteLoadError({ ...read, touchScreen, host: window.location.hostname, hosting: hosting! });
    if (action.kind === 'leave') {
      window.location.assign(action.url);
    } else if (action.kind === 'home') {
      if (siteId) navigate(homePath(siteId), { replace: true });
      else dispatch(sessionActions.siteIdSet(null));
    } else if (action.kind === 'not-found') {
      dispatch(sessionActions.siteIdSet(null));
    } else {
      dispatch(
        sessionActions.serverErrorSet({ message: action.message, returnToPreviousPage: action.returnToPreviousPage }),
      );
    }
    // Only a new error (the hosting config arriving for a waiting one, the end of settling) triggers the rule again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, hosting, settling]);
}
