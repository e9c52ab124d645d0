import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../../layouts/page-loading';
import { loginPath } from '../../routes/site-paths';

/**
 * `/canva-redirect`: the design tool returns here with its query (design id, state). The Canva importer is
 * a route of the `cms` remote, so this passes the query on to `/canvaImporter/{site}` (whose guard asks for
 * sign-in and admin rights).
 */
export function CanvaRedirectPage() {
  const { search } = useLocation();
  const { ready, styleID } = useSelector((s: RootState) => s.session);
  if (!ready) return <PageLoading label="Returning from Canva…" />;
  if (!styleID) return <Navigate to={loginPath(null)} replace />;
  return <Navigate to={`/canvaImporter/${encodeURIComponent(styleID)}${search}`} replace />;
}

export default CanvaRedirectPage;
