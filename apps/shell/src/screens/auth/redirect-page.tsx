import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../../layouts/page-loading';
import { homePath, loginPath, safeReturnPath } from '@laurel/domain';
import { ProviderCallback } from './provider-callback';

/**
 * `/redirect`: where a sign-in returns. With the identity provider's answer (`code` or `error`) it finishes
 * the exchange (ProviderCallback); otherwise it waits for start-up and continues to `?to=` (a same-site path)
 * or the active site's Home.
 */
export function RedirectPage() {
  const [query] = useSearchParams();
  const { ready, styleID: siteId } = useSelector((s: RootState) => s.session);
  if (query.has('code') || query.has('error')) return <ProviderCallback />;
  if (!ready) return <PageLoading label="Signing you in…" />;
  const to = safeReturnPath(query.get('to')) ?? (siteId ? homePath(siteId) : loginPath(null));
  return <Navigate to={to} replace />;
}

export default RedirectPage;
