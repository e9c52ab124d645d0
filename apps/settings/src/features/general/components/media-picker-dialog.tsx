import { useState } from 'react';
import { embeddedMedia, type MediaItem } from '@laurel/domain';
import { Button, Dialog, MediaImage, Skeleton } from '@laurel/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import {
  IMAGE_UPLOAD_TYPES,
  useSettingsSearchMediaQuery,
  useSettingsUploadMediaMutation,
} from '../api/media-endpoints';

export interface MediaPickerDialogProps {
  siteId: string;
  open: boolean;
  title: string;
  onPick: (media: MediaItem) => void;
  onClose: () => void;
}

/**
 * Chooses an image from the site's media library (search by name, pages of 24), or uploads a new one into the
 * library and chooses it at once.
 */
export function MediaPickerDialog({ siteId, open, title, onPick, onClose }: MediaPickerDialogProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const query = useSettingsSearchMediaQuery({ siteId, page, text }, { skip: !open });
  const [upload, uploading] = useSettingsUploadMediaMutation();
  const images = (query.data?.media ?? []).filter((m) => m.type === 'image');
  const totalPages = query.data?.pagination.totalPages ?? 1;
  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setUploadError(`${file.name} is not a JPEG, PNG, WebP, GIF or AVIF image.`);
    const result = await upload({ siteId, file });
    if ('error' in result && result.error)
      return setUploadError(apiErrorMessage(result.error, `${file.name} could not be uploaded.`));
    if (result.data) onPick(embeddedMedia(result.data));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <div className="st-dialog st-media-picker">
        <div className="st-media-picker__upload">
          <label className="ui-button ui-button--primary ui-button--md st-media-picker__upload-button">
            {uploading.isLoading ? 'Uploading…' : 'Upload an image'}
            <input
              type="file"
              className="ui-visually-hidden"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              disabled={uploading.isLoading}
              onChange={(e) => {
                void uploadFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          <span className="st-field__hint">From your computer: it is added to the media library and chosen.</span>
        </div>
        {uploadError ? (
          <p className="st-notice st-notice--error" role="alert">
            {uploadError}
          </p>
        ) : null}
        <label className="st-field__label" htmlFor="st-media-search">
          Search the media library
        </label>
        <input
          id="st-media-search"
          className="st-input"
          type="search"
          placeholder="Search by name"
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
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {totalPages}
            </span>
            <Button variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
