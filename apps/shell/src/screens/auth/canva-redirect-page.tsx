import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../../layouts/page-loading';
import { canvaImporterPath, loginPath } from '@laurel/domain';

/**
 * `/canva-redirect`: Canva's consent page returns here with its query (`code` and `state`, or `error`). The
 * Canva importer is a route of the `cms` remote, so this passes the query on to `/canvaImporter/{site}` (whose
 * guard asks for sign-in and admin rights), which hands it to the API to finish connecting.
 */
export function CanvaRedirectPage() {
  const { search } = useLocation();
  const { ready, styleID: siteId } = useSelector((s: RootState) => s.session);
  if (!ready) return <PageLoading label="Returning from Canva…" />;
  if (!siteId) return <Navigate to={loginPath(null)} replace />;
  return <Navigate to={`${canvaImporterPath(siteId)}${search}`} replace />;
}

export default CanvaRedirectPage;
