import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { ALL_CATEGORIES, documentCover, type MediaItem } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { mediaApi } from './media-endpoints';

type Kind = 'image' | 'document';

/** The site's media library: search, a grid of photos (or of PDFs), more pages on demand; a click picks one. */
export function MediaGrid({
  siteId,
  onPick,
  kind = 'image',
}: {
  siteId: string;
  onPick: (m: MediaItem) => void;
  kind?: Kind;
}) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [pages, setPages] = useState(1);
  // An editor limited to folders gets only their folders' photos from the API: say so, so a short list is clear.
  const limited = useSelector((s: RootState) => !s.session.editableCategories.includes(ALL_CATEGORIES));
  useEffect(() => {
    const t = setTimeout(() => {
      setTerm(text.trim());
      setPages(1);
    }, 300);
    return () => clearTimeout(t);
  }, [text]);
  return (
    <div className="cms-media">
      <label className="cms-field">
        <span className="cms-field__label">Search the media library</span>
        <input
          className="cms-input"
          type="search"
          value={text}
          placeholder="Name, description or tag"
          onChange={(e) => setText(e.target.value)}
          data-autofocus
        />
      </label>
      {limited ? (
        <p className="cms-field__hint">The photos of the folders you edit: uploaded there or used there.</p>
      ) : null}
      <ul className="cms-media__grid" aria-label="Media library">
        {Array.from({ length: pages }, (_, i) => (
          <MediaPageItems
            key={`${term}-${i}`}
            siteId={siteId}
            text={term}
            page={i + 1}
            onPick={onPick}
            kind={kind}
            onMore={i + 1 === pages ? () => setPages(pages + 1) : undefined}
          />
        ))}
      </ul>
    </div>
  );
}

function MediaPageItems({
  siteId,
  text,
  page,
  onPick,
  kind,
  onMore,
}: {
  siteId: string;
  text: string;
  page: number;
  onPick: (m: MediaItem) => void;
  kind: Kind;
  onMore?: () => void;
}) {
  const { data, isLoading, isError, error } = mediaApi.useMediaSearchQuery({ siteId, text, page, type: kind });
  if (isLoading) return <li className="cms-media__status">Loading…</li>;
  if (isError) {
    // SPEC §8: a media fetch error shows its text or 'An unknown error occurred'.
    const message = (error as { data?: { message?: string } })?.data?.message ?? 'An unknown error occurred';
    return (
      <li className="cms-media__status" role="alert">
        {message}
      </li>
    );
  }
  const images = (data?.media ?? []).filter((m) => m.type === kind);
  return (
    <>
      {page === 1 && images.length === 0 ? (
        <li className="cms-media__status">
          {kind === 'document' ? 'No PDFs match. Upload one instead.' : 'No photos match. Upload one instead.'}
        </li>
      ) : null}
      {images.map((m) => (
        <li key={m._id}>
          <button
            type="button"
            className="cms-media__item"
            onClick={() => onPick(m)}
            title={m.metadata?.description || m.metadata?.name}
          >
            {kind === 'document' && !documentCover(m) ? (
              <span className="cms-media__pdf" aria-hidden="true">
                PDF
              </span>
            ) : (
              <MediaImage media={m} alt="" fit={kind === 'document' ? 'contain' : 'cover'} sizes="160px" />
            )}
            <span className="cms-media__name">{m.metadata?.name ?? (kind === 'document' ? 'PDF' : 'Photo')}</span>
          </button>
        </li>
      ))}
      {onMore && data && page < data.pagination.totalPages ? (
        <li className="cms-media__more">
          <button type="button" className="ui-button ui-button--secondary" onClick={onMore}>
            Show more
          </button>
        </li>
      ) : null}
    </>
  );
}
