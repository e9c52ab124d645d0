import { useState } from 'react';
import { Dialog } from '@laurel/ui';
import { guessExternalType, libraryApi, type ExternalType } from './library-endpoints';

const TYPES: { value: ExternalType; label: string }[] = [
  { value: 'youtube', label: 'YouTube video' },
  { value: 'vimeo', label: 'Vimeo video' },
  { value: 'url', label: 'Web page or other link' },
];

/** addExternalMedia: a video or page URL, its type (guessed from the URL) and a name. */
export function ExternalMediaDialog({ siteId, onClose }: { siteId: string; onClose: (added?: string) => void }) {
  const [url, setUrl] = useState('');
  const [type, setType] = useState<ExternalType | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = libraryApi.useLibraryAddExternalMutation();
  const externalType = type ?? guessExternalType(url);
  const submit = async () => {
    setError(null);
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setError('Enter the full address, starting with https://');
      return;
    }
    try {
      const item = await add({ siteId, url: url.trim(), externalType, name: name.trim() }).unwrap();
      onClose(item.metadata.name || url.trim());
    } catch (err) {
      setError((err as { data?: { message?: string } })?.data?.message ?? 'It could not be added. Try again.');
    }
  };
  return (
    <Dialog open title="Add a video or web page" onClose={() => onClose()}>
      <form
        className="lib-external"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="wr-field">
          <span className="wr-field__label">Address (URL)</span>
          <input
            className="wr-input"
            type="url"
            value={url}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(e) => setUrl(e.target.value)}
            data-autofocus
          />
        </label>
        <label className="wr-field">
          <span className="wr-field__label">Type</span>
          <select className="wr-select" value={externalType} onChange={(e) => setType(e.target.value as ExternalType)}>
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="wr-field">
          <span className="wr-field__label">Name</span>
          <input className="wr-input" value={name} maxLength={500} onChange={(e) => setName(e.target.value)} />
        </label>
        {error ? (
          <p className="wr-error-text" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wr-actions">
          <button type="submit" className="wr-button" disabled={adding.isLoading}>
            {adding.isLoading ? 'Adding…' : 'Add to the library'}
          </button>
          <button type="button" className="wr-button wr-button--secondary" onClick={() => onClose()}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
