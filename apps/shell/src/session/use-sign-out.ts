import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { api, authApi, sessionActions, type AppDispatch, type RootState } from '@laurel/api-client';
import { loginPath } from '../routes/site-paths';

/** Signs out: revokes the refresh cookie, clears the session and cached data, shows the login page. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const siteId = useSelector((s: RootState) => s.session.styleID);
  return useCallback(async () => {
    await dispatch(authApi.endpoints.logout.initiate());
    dispatch(sessionActions.signedOut());
    dispatch(api.util.resetApiState());
    navigate(loginPath(siteId, { fromLogout: true }), { replace: true });
  }, [dispatch, navigate, siteId]);
}
