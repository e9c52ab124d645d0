import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api, apiBaseUrl, type AppDispatch, type RootState } from '@laurel/api-client';
import { apiUrl, type SiteImportReply } from '@laurel/domain';
import { Dialog } from '@laurel/ui';
import { ProgressBar } from '../../components/workroom/workroom';
import { sendWithProgress } from '../../components/workroom/send-with-progress';
import '../../components/workroom/workroom.css';

const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Site tools › Site file (admins): download this site's file, or import one of this site with progress. */
export function SiteFileDialog({ siteId, onClose }: { siteId: string; onClose: () => void }) {
  const dispatch = useDispatch<AppDispatch>();
  const token = useSelector((s: RootState) => s.session.accessToken);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const download = async () => {
    setResult(null);
    const res = await fetch(`${apiBaseUrl()}${apiUrl('GET /sites/:siteId/site-file', { siteId })}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
    if (!res.ok) {
      setResult({
        tone: 'error',
        text: ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? 'The download failed.',
      });
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await res.blob());
    link.download = `${siteId}-site.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      setResult({ tone: 'error', text: 'This is not a site file (it is not JSON).' });
      return;
    }
    setProgress(0);
    try {
      const url = `${apiBaseUrl()}${apiUrl('POST /sites/:siteId/site-file', { siteId })}`;
      const reply = (await sendWithProgress(url, JSON.stringify(body), {
        token,
        json: true,
        onProgress: setProgress,
        failed: 'The import failed',
      })) as SiteImportReply;
      const c = reply.counts;
      setResult({
        tone: 'ok',
        text: `Imported ${n(c.categories, 'folder')}, ${n(c.entries, 'profile')}, ${n(c.media, 'media item')} and ${n(c.castScreens, 'cast screen')}.`,
      });
      dispatch(api.util.invalidateTags(['Site', 'CategoryTree', 'Category', 'Entry', 'Media', 'SearchOptions']));
    } catch (err) {
      setResult({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open title="Site file" onClose={onClose}>
      <div className="wr-scope">
        <p>
          The site file holds this site’s settings, folders, profiles, media list and cast screens (not its users). Keep
          one as a copy, or import one to bring a copy back: what it holds replaces what is here.
        </p>
        <div className="wr-actions">
          <button type="button" className="wr-button" onClick={() => void download()}>
            Download the site file
          </button>
          <label className="wr-button wr-button--secondary">
            Import a site file…
            <input
              type="file"
              accept=".json,application/json"
              hidden
              disabled={progress !== null}
              onChange={(e) => {
                void importFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        {progress !== null ? (
          <ProgressBar done={Math.round(progress * 100)} total={100} label={progress < 1 ? 'Sending…' : 'Importing…'} />
        ) : null}
        {result ? (
          <p
            className={result.tone === 'ok' ? 'wr-ok-text' : 'wr-error-text'}
            role={result.tone === 'ok' ? 'status' : 'alert'}
          >
            {result.text}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
