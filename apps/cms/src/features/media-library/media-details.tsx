import { useState } from 'react';
import { Link } from 'react-router';
import { categoryPath, entryPath, homePath, type MediaItem, type MediaUsage } from '@laurel/domain';
import { Dialog, MediaImage } from '@laurel/ui';
import { libraryApi, tagList } from './library-endpoints';
import { MediaFolders } from './media-folders';

const USE_TYPE: Record<MediaUsage['documentType'], string> = { site: 'Site', category: 'Folder', entry: 'Profile' };

function usageLink(siteId: string, u: MediaUsage): string {
  if (u.documentType === 'entry' && u.categoryID) return entryPath(siteId, u.categoryID, u.documentId);
  if (u.documentType === 'category') return categoryPath(siteId, u.documentId);
  return homePath(siteId);
}

function Preview({ media }: { media: MediaItem }) {
  if (media.isExternal)
    return (
      <a className="wr-link" href={media.url} target="_blank" rel="noreferrer">
        {media.url}
      </a>
    );
  if (media.type === 'document')
    return (
      <a className="wr-link" href={media.url} target="_blank" rel="noreferrer">
        Open the PDF
      </a>
    );
  if (media.type === 'video')
    return <video className="lib-details__video" src={media.url} controls preload="metadata" aria-label="Preview" />;
  return <MediaImage media={media} alt="" fit="contain" sizes="420px" />;
}

function facts(m: MediaItem): string {
  const parts = [m.isExternal ? `External ${m.metadata.externalType ?? 'link'}` : m.mimeType];
  if (m.metadata.width && m.metadata.height) parts.push(`${m.metadata.width} × ${m.metadata.height}`);
  if (m.metadata.size) parts.push(`${Math.max(1, Math.round(m.metadata.size / 1024))} KB`);
  if (m.variants && Object.keys(m.variants).length) parts.push(`${Object.keys(m.variants).length} sizes made`);
  return parts.join(' · ');
}

/** One item: preview, name, description and tags to edit, where it is used, delete or restore. */
export function MediaDetails({ siteId, media, onClose }: { siteId: string; media: MediaItem; onClose: () => void }) {
  const [name, setName] = useState(media.metadata.name ?? '');
  const [description, setDescription] = useState(media.metadata.description ?? '');
  const [tags, setTags] = useState((media.metadata.tags ?? []).join(', '));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [patch, patching] = libraryApi.useLibraryPatchMutation();
  const usage = libraryApi.useLibraryUsageQuery({ siteId, id: media._id });
  const save = async () => {
    try {
      await patch({
        siteId,
        id: media._id,
        metadata: { name: name.trim(), description: description.trim(), tags: tagList(tags) },
      }).unwrap();
      setMessage({ tone: 'ok', text: 'Saved.' });
    } catch (err) {
      const text = (err as { data?: { message?: string } })?.data?.message ?? 'Not saved. Try again.';
      setMessage({ tone: 'error', text });
    }
  };
  const toggle = async () => {
    try {
      await patch({ siteId, id: media._id, hideInDAM: !media.hideInDAM }).unwrap();
      onClose();
    } catch (err) {
      const text = (err as { data?: { message?: string } })?.data?.message ?? 'That did not work. Try again.';
      setMessage({ tone: 'error', text });
    }
  };
  const used = usage.data ?? [];
  return (
    <Dialog open title={media.metadata.name || 'Untitled'} onClose={onClose}>
      <div className="lib-details">
        <div className="lib-details__preview">
          <Preview media={media} />
          <p className="wr-muted lib-details__facts">{facts(media)}</p>
        </div>
        <form
          className="lib-details__form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="wr-field">
            <span className="wr-field__label">Name</span>
            <input className="wr-input" value={name} maxLength={500} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="wr-field">
            <span className="wr-field__label">Description</span>
            <textarea
              className="wr-input lib-details__textarea"
              value={description}
              maxLength={5000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </label>
          <label className="wr-field">
            <span className="wr-field__label">Tags (separated by commas)</span>
            <input className="wr-input" value={tags} onChange={(e) => setTags(e.target.value)} />
          </label>
          <div className="wr-actions">
            <button type="submit" className="wr-button" disabled={patching.isLoading}>
              Save details
            </button>
            <button
              type="button"
              className={`wr-button ${media.hideInDAM ? 'wr-button--secondary' : 'wr-button--quiet-danger'}`}
              onClick={() => void toggle()}
              disabled={patching.isLoading}
            >
              {media.hideInDAM ? 'Restore to the library' : 'Delete from the library'}
            </button>
            {message ? (
              <span
                className={message.tone === 'ok' ? 'wr-ok-text' : 'wr-error-text'}
                role={message.tone === 'ok' ? 'status' : 'alert'}
              >
                {message.text}
              </span>
            ) : null}
          </div>
        </form>
        <section className="lib-details__usage" aria-label="Where it is used">
          <h3 className="wr-section__title">Where it is used</h3>
          {usage.isLoading ? <p className="wr-muted">Looking…</p> : null}
          {usage.isError ? <p role="alert">Where it is used could not be looked up.</p> : null}
          {usage.data && used.length === 0 ? <p className="wr-muted">Not used anywhere on the site yet.</p> : null}
          {used.length ? (
            <ul className="lib-details__uses">
              {used.map((u) => (
                <li key={`${u.documentType}-${u.documentId}`}>
                  <span className="wr-badge">{USE_TYPE[u.documentType]}</span>{' '}
                  <Link className="wr-link" to={usageLink(siteId, u)}>
                    {u.name || '(no name)'}
                  </Link>{' '}
                  <span className="wr-muted">({u.fields.join(', ')})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <MediaFolders siteId={siteId} media={media} />
      </div>
    </Dialog>
  );
}
