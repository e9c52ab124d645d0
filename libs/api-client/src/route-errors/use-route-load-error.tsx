import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { homePath } from '@laurel/domain';
import { sessionActions, type Session } from '../session-slice';
import { decideRouteLoadError, isMissingSite, readQueryError } from './decide-route-load-error';

/**
 * Pages call this with their RTK Query `error`: it applies SPEC §8's route-load-error rules once per error
 * (Home, NotFound404 by clearing the site id, or the server-error popup that the shell shows).
 */
export function useRouteLoadError(error: unknown): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSelector((s: { session: Session }) => s.session);
  const { touchScreen, styleID: siteId, hosting } = session;

  useEffect(() => {
    const read = readQueryError(error);
    if (!read) return;
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
    // Only a new error (or the hosting config arriving for a waiting one) triggers the rule again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, hosting]);
}
