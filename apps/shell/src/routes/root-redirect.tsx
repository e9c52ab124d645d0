import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { sessionActions, useGetStylingQuery, type RootState } from '@laurel/api-client';
import { PageLoading } from '../layouts/page-loading';
import { decideRootRedirect } from './root-rule';
import { siteIdFromPath } from '@laurel/domain';

/** `/`: Home of the active site; else /home/default when the `default` site exists (it becomes active); else /login. */
export function RootRedirect() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const active = useSelector((s: RootState) => s.session.styleID);
  const probe = useGetStylingQuery('default', { skip: Boolean(active) });
  const to = decideRootRedirect({
    activeSiteId: active,
    defaultSite: probe.isSuccess ? 'exists' : probe.isError ? 'missing' : 'unknown',
  });
  useEffect(() => {
    if (!to) return;
    const site = siteIdFromPath(to);
    if (!active && site) dispatch(sessionActions.siteIdSet(site));
    navigate(`${to}${location.search}${location.hash}`, { replace: true });
  }, [to, active, dispatch, navigate, location.search, location.hash]);
  return <PageLoading />;
}

export default RootRedirect;
