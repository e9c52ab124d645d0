import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { authApi, type AppDispatch, type RootState } from '@laurel/api-client';
import { loginPath } from '@laurel/domain';

/**
 * Signs out: revokes the refresh cookie, then loads the login page afresh (`?fromLogout=true`), so no
 * signed-in state, cached editing data or open editor survives in memory. A session begun at the identity
 * provider is ended there too: the browser goes to the provider's sign-out, which returns to the login page.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  const siteId = useSelector((s: RootState) => s.session.styleID);
  return useCallback(async () => {
    const request = dispatch(authApi.endpoints.logout.initiate());
    const reply = await request;
    request.reset();
    window.location.replace(reply.data?.providerLogoutUrl ?? loginPath(siteId, { fromLogout: true }));
  }, [dispatch, siteId]);
}
