import { useSelector } from 'react-redux';
import { Link, Navigate } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { PageLoading } from '../../layouts/page-loading';
import { homePath, loginPath, ROUTE_PATTERNS } from '@laurel/domain';

/**
 * `/auth/link-accounts`: with an external identity provider a person with two identities (e.g. Google and
 * email) links them. Laurel signs in with email and password only, so there is exactly one identity per
 * person: the page says so and continues (docs/decisions.md).
 */
export function LinkAccountsPage() {
  const { isAuth, userEmail } = useSelector((s: RootState) => s.session);
  return (
    <section className="shell-utility-card" aria-labelledby="link-title">
      <h1 id="link-title" className="shell-utility-card__title">
        Link accounts
      </h1>
      <p className="shell-utility-card__text">
        {isAuth && userEmail ? (
          <>
            You sign in as <strong>{userEmail}</strong> with your email and password. There is no other account to link.
          </>
        ) : (
          'Laurel accounts sign in with an email and password, so there is no other account to link.'
        )}
      </p>
      <Link className="shell-button shell-button--primary" to={ROUTE_PATTERNS.linkAccountsContinue}>
        Continue
      </Link>
    </section>
  );
}

/** `/auth/link-accounts/continue`: back to the active site's Home, or to sign-in. */
export function LinkAccountsContinuePage() {
  const { isAuth, styleID: siteId, ready } = useSelector((s: RootState) => s.session);
  if (!ready) return <PageLoading />;
  if (!isAuth) return <Navigate to={loginPath(siteId)} replace />;
  return <Navigate to={siteId ? homePath(siteId) : '/'} replace />;
}

export default LinkAccountsPage;
