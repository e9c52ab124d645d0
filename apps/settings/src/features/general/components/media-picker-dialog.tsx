import { useState } from 'react';
import { embeddedMedia, type MediaItem } from '@laurel/domain';
import { Dialog, MediaImage, Skeleton } from '@laurel/ui';
import { useSettingsSearchMediaQuery } from '../api/media-endpoints';

export interface MediaPickerDialogProps {
  siteId: string;
  open: boolean;
  title: string;
  onPick: (media: MediaItem) => void;
  onClose: () => void;
}

/** Chooses an image from the site's media library: search by name, pages of 24. */
export function MediaPickerDialog({ siteId, open, title, onPick, onClose }: MediaPickerDialogProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const query = useSettingsSearchMediaQuery({ siteId, page, text }, { skip: !open });
  const images = (query.data?.media ?? []).filter((m) => m.type === 'image');
  const totalPages = query.data?.pagination.totalPages ?? 1;
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="st-media-picker">
        <label className="st-field__label" htmlFor="st-media-search">
          Search the media library
        </label>
        <input
          id="st-media-search"
          className="st-input"
          type="search"
          value={text}
          data-autofocus
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        {query.isError ? (
          <p className="st-notice st-notice--error" role="alert">
            The media library could not be loaded.
          </p>
        ) : null}
        <ul className="st-media-picker__grid" aria-busy={query.isFetching || undefined}>
          {query.isLoading
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton height="7em" radius="8px" />
                </li>
              ))
            : images.map((m) => (
                <li key={m._id}>
                  <button type="button" className="st-media-picker__item" onClick={() => onPick(embeddedMedia(m))}>
                    <MediaImage media={m} alt="" fit="contain" sizes="10em" />
                    <span>{m.metadata?.name || m.metadata?.description || 'Untitled image'}</span>
                  </button>
                </li>
              ))}
        </ul>
        {!query.isLoading && images.length === 0 ? <p>No images found.</p> : null}
        {totalPages > 1 ? (
          <div className="st-pager">
            <button type="button" className="st-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {totalPages}
            </span>
            <button type="button" className="st-button" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
