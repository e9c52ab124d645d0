/**
 * A folder's or a profile's flipbook: upload a PDF from the computer (a yearbook, a programme) or choose one
 * from the media library, replace it or remove it. Saved at once, like the photo fields. Most folders and
 * profiles have none, so the field is a compact "Add a flipbook…" disclosure, open only when there is one.
 */
import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from '@laurel/ui';
import { SaveMark } from '../../components/ui/save-mark';
import { MediaGrid } from '../../components/media-picker/media-grid';
import { mediaApi } from '../../components/media-picker/media-endpoints';
import { useFieldSave, type FieldSaveOptions } from '../../lib/saves/use-field-save';

type Options = Omit<FieldSaveOptions<MediaItem | null>, 'immediate'> & {
  siteId: string;
  /** The folder the PDF is uploaded into (a folder-limited editor's library shows their folders' media). */
  folderId: string;
};

export function FlipbookField(opts: Options) {
  const { draft, change, status, retry } = useFieldSave({ ...opts, immediate: true });
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = mediaApi.useMediaUploadMutation();
  const input = useRef<HTMLInputElement>(null);
  const has = Boolean(draft);
  const [open, setOpen] = useState(has);
  useEffect(() => {
    if (has) setOpen(true);
  }, [has]);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      change(await upload({ siteId: opts.siteId, categoryId: opts.folderId, file, name: file.name }).unwrap());
    } catch (err) {
      setProblem(
        (err as { data?: { message?: string } })?.data?.message ?? 'The PDF could not be uploaded. Try again.',
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <details
      className="cms-field cms-flipbook-field"
      data-testid="flipbook-field"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cms-flipbook-field__summary">{has ? opts.label : 'Add a flipbook…'}</summary>
      <p className="cms-field__hint">
        {draft ? (
          <>
            Visitors open <strong>{draft.metadata?.name || 'this PDF'}</strong> as a book.
          </>
        ) : (
          'A PDF (a yearbook, an event programme) that visitors page through as a book.'
        )}
      </p>
      <div className="cms-media-field">
        <label className="ui-button ui-button--secondary cms-file-button">
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => void send(e.target.files?.[0])}
            disabled={uploading.isLoading}
          />
          {uploading.isLoading ? 'Uploading…' : draft ? 'Upload another PDF…' : 'Upload a PDF…'}
        </label>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setPicking(true)}>
          Choose from the library…
        </button>
        {draft ? (
          <button type="button" className="ui-button ui-button--ghost" onClick={() => change(null)}>
            Remove the flipbook
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="cms-problem">
          {problem}
        </p>
      ) : null}
      <SaveMark status={status} onRetry={retry} />
      {picking ? (
        <Dialog open title={`${opts.label}: choose a PDF`} onClose={() => setPicking(false)}>
          <MediaGrid
            siteId={opts.siteId}
            kind="document"
            onPick={(m) => {
              setPicking(false);
              change(m);
            }}
          />
        </Dialog>
      ) : null}
    </details>
  );
}
