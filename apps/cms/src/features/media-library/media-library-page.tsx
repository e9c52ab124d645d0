import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link, useParams } from 'react-router';
import { canvaImporterPath, homePath, type MediaItem } from '@laurel/domain';
import { Workroom, WorkroomMessage } from '../../components/workroom/workroom';
import { useSettled } from '../../components/workroom/use-settled';
import { ExternalMediaDialog } from './external-media-dialog';
import { libraryApi, type LibraryView } from './library-endpoints';
import { LibraryGrid } from './library-grid';
import { MediaDetails } from './media-details';
import { SearchMatch, type SearchMatchMode } from './search-match';
import { UploadQueue } from './upload-queue';
import { UPLOAD_TYPES } from '../../lib/upload-file';
import { useUploadQueue } from './use-upload-queue';
import './library.css';

/** Whether there is text to search (a search by meaning needs some). */
const hasText = (text: string) => text.trim() !== '';

const countText = (total: number, byMeaning: boolean) =>
  byMeaning ? `${total} closest ${total === 1 ? 'match' : 'matches'}` : `${total} ${total === 1 ? 'item' : 'items'}`;

/**
 * `/mediaLibrary/{siteId}` (admins): the site's photos, videos and links: search by words or by meaning, and tags, the
 * library or its deleted items, upload many files at once (chosen or dropped) with a progress for each,
 * external media, an item's details, where it is used, delete and restore.
 */
export default function MediaLibraryPage() {
  const { siteId = '' } = useParams();
  const [view, setView] = useState<LibraryView>('all');
  const [textInput, setTextInput] = useState('');
  const [tagsInput, setTagsInput] = useState('');
  const [match, setMatch] = useState<SearchMatchMode>('words');
  const text = useSettled(textInput);
  const tags = useSettled(tagsInput);
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [external, setExternal] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploads = useUploadQueue(siteId);
  const [patch] = libraryApi.useLibraryPatchMutation();
  const meaning = match === 'meaning' && hasText(text);
  const { data: first } = libraryApi.useLibrarySearchQuery({ siteId, view, text, meaning, tags, page: 1 });
  useEffect(() => setPages(1), [view, text, meaning, tags]);
  const onMore = useCallback(() => setPages((p) => p + 1), []);

  const toggleDeleted = async (m: MediaItem) => {
    const name = m.metadata.name || 'Untitled';
    setBusyId(m._id);
    try {
      await patch({ siteId, id: m._id, hideInDAM: !m.hideInDAM }).unwrap();
      setNotice({
        tone: 'success',
        text: m.hideInDAM
          ? `Restored “${name}” to the library.`
          : `Deleted “${name}”. It waits under Deleted to be restored.`,
      });
    } catch (err) {
      setNotice({
        tone: 'error',
        text: (err as { data?: { message?: string } })?.data?.message ?? 'That did not work.',
      });
    } finally {
      setBusyId(null);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) void uploads.add([...e.dataTransfer.files]);
  };

  return (
    <div
      className={`lib-drop${dragging ? ' lib-drop--over' : ''}`}
      onDragOver={(e) => {
        if ([...e.dataTransfer.types].includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
    >
      <Workroom
        title="Media library"
        lead="Photos, videos and links used across the site. Drop files anywhere on this page to upload them; each photo is also saved in smaller sizes and modern formats for fast pages."
        back={{ to: homePath(siteId), label: 'Back to the site' }}
        actions={
          <>
            <Link className="wr-button wr-button--secondary" to={canvaImporterPath(siteId)}>
              Import from Canva
            </Link>
            <button type="button" className="wr-button wr-button--secondary" onClick={() => setExternal(true)}>
              Add video or web page
            </button>
            <button type="button" className="wr-button" onClick={() => fileInput.current?.click()}>
              Upload files
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={UPLOAD_TYPES.join(',')}
              aria-label="Files to upload"
              onChange={(e) => {
                if (e.target.files?.length) void uploads.add([...e.target.files]);
                e.target.value = '';
              }}
            />
          </>
        }
      >
        {notice ? (
          <WorkroomMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </WorkroomMessage>
        ) : null}
        <UploadQueue files={uploads.files} onClear={uploads.clear} />
        <section className="wr-section" aria-label="Library">
          <div className="wr-toolbar">
            <fieldset className="wr-segments">
              <legend>Show</legend>
              <label className="wr-segment">
                <input type="radio" name="media-view" checked={view === 'all'} onChange={() => setView('all')} />
                Library
              </label>
              <label className="wr-segment">
                <input
                  type="radio"
                  name="media-view"
                  checked={view === 'deleted'}
                  onChange={() => setView('deleted')}
                />
                Deleted
              </label>
            </fieldset>
            <label className="wr-field wr-toolbar__grow">
              <span className="wr-field__label">Search</span>
              <input
                className="wr-input"
                type="search"
                value={textInput}
                placeholder={match === 'meaning' ? 'Describe what you are looking for' : 'Name or description'}
                onChange={(e) => setTextInput(e.target.value)}
              />
            </label>
            <SearchMatch mode={match} onMode={setMatch} search={first?.search} />
            <label className="wr-field">
              <span className="wr-field__label">Tags</span>
              <input
                className="wr-input"
                type="search"
                value={tagsInput}
                placeholder="team, 1998"
                onChange={(e) => setTagsInput(e.target.value)}
              />
            </label>
            <span className="wr-muted" role="status">
              {first ? countText(first.pagination.total, first.search?.answeredBy === 'meaning') : ''}
            </span>
          </div>
          <LibraryGrid
            query={{ siteId, view, text, meaning, tags }}
            pages={pages}
            onMore={onMore}
            onOpen={setOpen}
            onToggleDeleted={(m) => void toggleDeleted(m)}
            busyId={busyId}
          />
        </section>
      </Workroom>
      {open ? <MediaDetails siteId={siteId} media={open} onClose={() => setOpen(null)} /> : null}
      {external ? (
        <ExternalMediaDialog
          siteId={siteId}
          onClose={(added) => {
            setExternal(false);
            if (added) setNotice({ tone: 'success', text: `Added “${added}” to the library.` });
          }}
        />
      ) : null}
    </div>
  );
}
