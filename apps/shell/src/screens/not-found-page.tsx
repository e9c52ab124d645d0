import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { sessionActions, useGetStylingQuery, type RootState } from '@laurel/api-client';
import { homePath, loginPath } from '@laurel/domain';
import { siteTitle } from './site-title';

const DEFAULT_SITE = 'default';

/**
 * The site to offer a way on to: the one the browser was last on, else the `default` (demo) site, whichever
 * exists; null when neither does.
 */
function useWayOn(): { siteId: string; title: string } | null {
  const active = useSelector((s: RootState) => s.session.styleID);
  const last = useGetStylingQuery(active ?? '', { skip: !active || active === DEFAULT_SITE });
  const fallback = useGetStylingQuery(DEFAULT_SITE);
  for (const [siteId, query] of [
    [active, last],
    [DEFAULT_SITE, fallback],
  ] as const) {
    if (siteId && query.isSuccess) return { siteId, title: siteTitle(query.data) ?? 'the site' };
  }
  return null;
}

/** NotFound404: no site id is known, or the site or page does not exist. */
export function NotFoundPage() {
  const isAuth = useSelector((s: RootState) => s.session.isAuth);
  // A kiosk cannot sign in (SPEC §4): it is offered its way home (the root goes to its site's Home).
  const touchScreen = useSelector((s: RootState) => s.session.touchScreen);
  const wayOn = useWayOn();
  const dispatch = useDispatch();
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
        ) : (
          <div className="shell-utility-card__actions">
            {wayOn ? (
              <Link
                className="shell-button shell-button--primary"
                to={homePath(wayOn.siteId)}
                // The site becomes the active one (as the root's redirect does), so its pages pass the guard.
                onClick={() => dispatch(sessionActions.siteIdSet(wayOn.siteId))}
              >
                Go to {wayOn.title}
              </Link>
            ) : null}
            {isAuth ? null : (
              <Link className="shell-button shell-button--secondary" to={loginPath(null)}>
                Sign in
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

export default NotFoundPage;
