import { useEffect, useRef } from 'react';
import { documentCover, type MediaItem } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { libraryApi, type LibraryQuery } from './library-endpoints';

type Query = Omit<LibraryQuery, 'page'>;

export interface LibraryGridProps {
  query: Query;
  pages: number;
  onMore: () => void;
  onOpen: (m: MediaItem) => void;
  onToggleDeleted: (m: MediaItem) => void;
  busyId: string | null;
}

/** "Photo · 1600 × 1200", "Video", "YouTube link". */
function kindOf(m: MediaItem): string {
  if (m.isExternal)
    return m.metadata.externalType === 'youtube' ? 'YouTube' : m.metadata.externalType === 'vimeo' ? 'Vimeo' : 'Link';
  const size = m.metadata.width && m.metadata.height ? ` · ${m.metadata.width} × ${m.metadata.height}` : '';
  if (m.type === 'document') return 'PDF (flipbook)';
  return `${m.type === 'video' ? 'Video' : 'Photo'}${size}`;
}

/** Shown for an item without a picture of its own: a video, a link or a PDF. */
function Placeholder({ media }: { media: MediaItem }) {
  if (media.type === 'document') {
    return (
      <span className="lib-card__placeholder" aria-hidden="true">
        📖 PDF
      </span>
    );
  }
  const what = media.isExternal ? (media.metadata.externalType === 'url' ? 'Web page' : 'Video link') : 'Video';
  return (
    <span className="lib-card__placeholder" aria-hidden="true">
      {media.isExternal ? '🔗' : '▶'} {what}
    </span>
  );
}

/**
 * The library as a grid of cards, 24 a page: the next page loads when the end of the grid scrolls into view
 * (and with a "Show more" button, for the keyboard). A card opens the item; its button deletes or restores.
 */
export function LibraryGrid({ query, pages, onMore, onOpen, onToggleDeleted, busyId }: LibraryGridProps) {
  return (
    <ul className="lib-grid" aria-label="Media">
      {Array.from({ length: pages }, (_, i) => (
        <LibraryPage
          key={i}
          query={{ ...query, page: i + 1 }}
          last={i + 1 === pages}
          onMore={onMore}
          onOpen={onOpen}
          onToggleDeleted={onToggleDeleted}
          busyId={busyId}
        />
      ))}
    </ul>
  );
}

function LibraryPage({
  query,
  last,
  onMore,
  onOpen,
  onToggleDeleted,
  busyId,
}: Omit<LibraryGridProps, 'pages' | 'query'> & { query: LibraryQuery; last: boolean }) {
  const { data, isLoading, isError, error } = libraryApi.useLibrarySearchQuery(query);
  if (isLoading)
    return (
      <>
        {Array.from({ length: query.page === 1 ? 8 : 4 }, (_, i) => (
          <li key={i} className="lib-card lib-card--loading" aria-hidden="true" />
        ))}
      </>
    );
  if (isError) {
    // SPEC §8: a media fetch error shows its text or 'An unknown error occurred'.
    const message = (error as { data?: { message?: string } })?.data?.message ?? 'An unknown error occurred';
    return (
      <li className="lib-grid__status" role="alert">
        {message}
      </li>
    );
  }
  const items = data?.media ?? [];
  const deleted = query.view === 'deleted';
  const filtered = Boolean(query.text || query.tags);
  return (
    <>
      {query.page === 1 && items.length === 0 ? (
        <li className="lib-grid__status">
          {filtered
            ? 'Nothing matches this search.'
            : deleted
              ? 'No deleted media. Media deleted from the library waits here to be restored.'
              : 'The library is empty. Upload photos and videos to use them across the site.'}
        </li>
      ) : null}
      {items.map((m) => {
        const name = m.metadata.name || 'Untitled';
        return (
          <li key={m._id} className="lib-card" data-testid="media-card">
            <button type="button" className="lib-card__open" onClick={() => onOpen(m)} aria-label={`Open ${name}`}>
              {(m.type === 'image' || documentCover(m)) && !m.isExternal ? (
                <MediaImage media={m} alt="" fit={m.type === 'document' ? 'contain' : 'cover'} sizes="220px" />
              ) : (
                <Placeholder media={m} />
              )}
            </button>
            <div className="lib-card__foot">
              <span className="lib-card__name" title={name}>
                {name}
              </span>
              <div className="lib-card__row">
                <span className="wr-muted lib-card__kind">{kindOf(m)}</span>
                <button
                  type="button"
                  className={`wr-button wr-button--small ${deleted ? 'wr-button--secondary' : 'wr-button--quiet-danger'}`}
                  disabled={busyId === m._id}
                  onClick={() => onToggleDeleted(m)}
                  aria-label={`${deleted ? 'Restore' : 'Delete'} ${name}`}
                >
                  {deleted ? 'Restore' : 'Delete'}
                </button>
              </div>
            </div>
          </li>
        );
      })}
      {last && data && query.page < data.pagination.totalPages ? <MoreSentinel onMore={onMore} /> : null}
    </>
  );
}

/** Loads the next page when it scrolls into view; a button does the same from the keyboard. */
function MoreSentinel({ onMore }: { onMore: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '400px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onMore]);
  return (
    <li ref={ref} className="lib-grid__more">
      <button type="button" className="wr-button wr-button--secondary" onClick={onMore}>
        Show more
      </button>
    </li>
  );
}
