import type { SponsorImage } from '../lib/site-look';
import './empty-state.css';

/** SPEC §8 cast empty state, or a calm branded frame while the first content loads: never a black screen. */
export function EmptyState({ logo, loading }: { logo: SponsorImage | null; loading?: boolean }) {
  return (
    <div className="cast-empty" data-testid={loading ? 'cast-loading' : 'cast-empty'} role="status">
      {logo ? <img className="cast-empty__logo" src={logo.url} alt={logo.alt} /> : null}
      {loading ? (
        <>
          <div className="cast-empty__pulse" aria-hidden="true" />
          <p className="cast-empty__text">Getting this screen ready…</p>
        </>
      ) : (
        <>
          <h1 className="cast-empty__title">No media to display</h1>
          <p className="cast-empty__text">Please contact a site admin to add media to this screen.</p>
        </>
      )}
    </div>
  );
}
