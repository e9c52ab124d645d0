import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { loginPath } from '@laurel/domain';

/** NotFound404: no site id is known, or the site or page does not exist. */
export function NotFoundPage() {
  const isAuth = useSelector((s: RootState) => s.session.isAuth);
  // A kiosk cannot sign in (SPEC §4): it is offered its way home (the root goes to its site's Home).
  const touchScreen = useSelector((s: RootState) => s.session.touchScreen);
  return (
    <div className="shell-utility-page">
      <section className="shell-utility-card" aria-labelledby="not-found-title">
        <p className="shell-utility-card__eyebrow">Error 404</p>
        <h1 id="not-found-title" className="shell-utility-card__title">
          We couldn’t find that page
        </h1>
        <p className="shell-utility-card__text">
          The site or page in this address doesn’t exist, or it is no longer published. Check the address, or ask the
          site’s administrator for the right link.
        </p>
        {touchScreen ? (
          <Link className="shell-button shell-button--primary" to="/">
            Home
          </Link>
        ) : isAuth ? null : (
          <Link className="shell-button shell-button--secondary" to={loginPath(null)}>
            Sign in
          </Link>
        )}
      </section>
    </div>
  );
}

export default NotFoundPage;
