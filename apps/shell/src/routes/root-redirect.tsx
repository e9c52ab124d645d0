import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { useGetStylingQuery, type RootState } from '@laurel/api-client';
import { PageLoading } from '../layouts/page-loading';
import { decideRootRedirect } from './root-rule';

/** `/`: Home of the active site; else /home/default when the `default` site exists; else /login. */
export function RootRedirect() {
  const active = useSelector((s: RootState) => s.session.styleID);
  const location = useLocation();
  const probe = useGetStylingQuery('default', { skip: Boolean(active) });
  const to = decideRootRedirect({
    activeSiteId: active,
    defaultSite: probe.isSuccess ? 'exists' : probe.isError ? 'missing' : 'unknown',
  });
  if (!to) return <PageLoading />;
  return <Navigate to={`${to}${location.search}${location.hash}`} replace />;
}
