import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../../layouts/page-loading';
import { homePath, loginPath, safeReturnPath } from '@laurel/domain';

/**
 * `/redirect`: where a sign-in flow returns. With our own email sign-in there is no identity-provider code to
 * exchange; it waits for start-up and continues to `?to=` (a same-site path) or the active site's Home.
 */
export function RedirectPage() {
  const [query] = useSearchParams();
  const { ready, styleID: siteId } = useSelector((s: RootState) => s.session);
  if (!ready) return <PageLoading label="Signing you in…" />;
  const to = safeReturnPath(query.get('to')) ?? (siteId ? homePath(siteId) : loginPath(null));
  return <Navigate to={to} replace />;
}

export default RedirectPage;
