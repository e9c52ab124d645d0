import type { CanvaDesign } from '@laurel/domain';
import { canvaApi, messageOf } from './canva-endpoints';

export interface DesignGridProps {
  siteId: string;
  query: string;
  /** Canva's continuation of every page shown after the first. */
  pages: string[];
  onMore: (continuation: string) => void;
  selectedId: string | null;
  onSelect: (design: CanvaDesign) => void;
}

/** The admin's Canva designs as cards (thumbnail, title, pages), a Canva page at a time with "Show more designs". */
export function DesignGrid({ siteId, query, pages, onMore, selectedId, onSelect }: DesignGridProps) {
  return (
    <ul className="cv-grid" aria-label="Canva designs">
      {[null, ...pages].map((continuation, i) => (
        <DesignPage
          key={continuation ?? 'first'}
          siteId={siteId}
          query={query}
          continuation={continuation}
          last={i === pages.length}
          onMore={onMore}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}

const updated = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : null;

function DesignPage({
  siteId,
  query,
  continuation,
  last,
  onMore,
  selectedId,
  onSelect,
}: Omit<DesignGridProps, 'pages'> & { continuation: string | null; last: boolean }) {
  const { data, isFetching, isError, error } = canvaApi.useCanvaDesignsQuery({ siteId, query, continuation });
  if (!data && isFetching)
    return (
      <>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="cv-card cv-card--loading" aria-hidden="true" />
        ))}
      </>
    );
  if (isError)
    return (
      <li className="cv-grid__status" role="alert">
        {messageOf(error, 'Your Canva designs could not be read. Please try again.')}
      </li>
    );
  if (!data) return null;
  if (!continuation && data.designs.length === 0)
    return (
      <li className="cv-grid__status wr-empty">
        {query ? `No Canva designs match “${query}”.` : 'Your Canva account has no designs yet.'}
      </li>
    );
  return (
    <>
      {data.designs.map((d) => (
        <li key={d.id} className={`cv-card${d.id === selectedId ? ' cv-card--selected' : ''}`}>
          <button
            type="button"
            className="cv-card__pick"
            aria-pressed={d.id === selectedId}
            onClick={() => onSelect(d)}
          >
            <span className="cv-card__thumb">
              {d.thumbnailUrl ? <img src={d.thumbnailUrl} alt="" loading="lazy" referrerPolicy="no-referrer" /> : null}
            </span>
            <span className="cv-card__title">{d.title}</span>
            <span className="cv-card__meta">
              {[d.pageCount ? `${d.pageCount} ${d.pageCount === 1 ? 'page' : 'pages'}` : null, updated(d.updatedAt)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </button>
        </li>
      ))}
      {last && data.continuation ? (
        <li className="cv-grid__more">
          <button type="button" className="wr-button wr-button--secondary" onClick={() => onMore(data.continuation!)}>
            Show more designs
          </button>
        </li>
      ) : null}
    </>
  );
}
