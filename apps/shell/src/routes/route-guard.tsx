import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../layouts/page-loading';
import { NotFound } from '../screens/not-found';
import { decideGuard, type RouteAccess } from './guard-rules';

/** Applies `decideGuard` to the routes below it (a layout route). */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const session = useSelector((s: RootState) => s.session);
  const { siteId } = useParams();
  const location = useLocation();
  const decision = decideGuard({
    access,
    urlSiteId: siteId,
    activeSiteId: session.styleID,
    isAuth: session.isAuth,
    isAdmin: session.isAdmin,
    ready: session.ready,
  });
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PageLoading label="Checking your sign-in…" />;
    case 'not-found':
      return <NotFound />;
    case 'redirect': {
      const from = decision.reason === 'sign-in' ? `${location.pathname}${location.search}` : undefined;
      const search = decision.reason === 'other-site' ? location.search : '';
      return <Navigate to={`${decision.to}${search}`} replace state={from ? { from } : undefined} />;
    }
  }
}
