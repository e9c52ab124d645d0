import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '@laurel/api-client';
import { homePath } from '@laurel/domain';
import { remoteTitle } from './remote-modules';
import type { RemoteName } from './remotes-config';

/** What a visitor sees when a remote is not deployed or failed to load: calm, clear, with a way on. */
export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry?: () => void }) {
  const siteId = useSelector((s: RootState) => s.session.styleID);
  return (
    <section className="shell-unavailable" aria-labelledby="shell-unavailable-title" data-remote={remote}>
      <div className="shell-unavailable__card">
        <svg className="shell-unavailable__icon" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
          <path
            d="M17 24h14M24 17v14"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            transform="rotate(45 24 24)"
          />
        </svg>
        <h1 id="shell-unavailable-title" className="shell-unavailable__title">
          {remoteTitle(remote)} is not available right now
        </h1>
        <p className="shell-unavailable__text">
          This part of the site is not installed here yet, or it could not be loaded. Nothing is lost: try again in a
          moment{remote === 'public_site' ? '.' : ', or go back to the home page.'}
        </p>
        <div className="shell-unavailable__actions">
          {onRetry ? (
            <button type="button" className="shell-button shell-button--primary" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          {siteId && remote !== 'public_site' ? (
            <Link className="shell-button shell-button--secondary" to={homePath(siteId)}>
              Go to the home page
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
