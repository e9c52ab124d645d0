import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@laurel/api-client';
import { setLiveInChunks } from '../../lib/bulk/set-live';
import { ScheduleSelected } from '../schedule';
import { ProgressBar } from '../../components/workroom/workroom';
import { n } from './import-summary';

/**
 * After an import that left profiles as drafts: says so, and publishes them with one click (chunks of 150,
 * with progress), then says how many visitors now see; or schedules them to go live together at a chosen time.
 */
export function PublishImported({ siteId, drafts }: { siteId: string; drafts: readonly string[] }) {
  const dispatch = useDispatch<AppDispatch>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ published: number; failed: number } | null>(null);
  const [picking, setPicking] = useState(false);
  const [scheduled, setScheduled] = useState(false);
  if (drafts.length === 0) return null;
  const publish = async () => {
    const summary = await setLiveInChunks(dispatch, siteId, 'entries', drafts, true, (done, total) =>
      setProgress({ done, total }),
    );
    setProgress(null);
    setResult({ published: summary.succeeded.length, failed: summary.failed.length + summary.notSent.length });
  };
  if (scheduled)
    return (
      <p className="imp-publish imp-report__lead--ok" role="status" aria-label="Publishing">
        Scheduled: the imported {drafts.length === 1 ? 'profile goes' : 'profiles go'} live at the time you chose (see
        Scheduled in Settings, where it can be changed or cancelled).
      </p>
    );
  if (result)
    return (
      <p className="imp-publish imp-report__lead--ok" role="status" aria-label="Publishing">
        Published {n(result.published, 'profile')}: visitors see {result.published === 1 ? 'it' : 'them'} now.
        {result.failed ? ` ${n(result.failed, 'profile')} could not be published; try again from the sheet.` : ''}
      </p>
    );
  return (
    <div className="imp-publish">
      <p className="imp-publish__text">
        {drafts.length === 1
          ? 'The imported profile is a draft: visitors do not see it yet.'
          : `The ${drafts.length} imported profiles are drafts: visitors do not see them yet.`}
      </p>
      {progress ? (
        <ProgressBar
          done={progress.done}
          total={progress.total}
          label={`Publishing ${progress.done} of ${progress.total}…`}
        />
      ) : (
        <span className="imp-publish__actions">
          <button type="button" className="wr-button" onClick={() => void publish()}>
            Publish the {drafts.length === 1 ? 'imported profile' : `${drafts.length} imported profiles`}
          </button>
          <button type="button" className="wr-button wr-button--secondary" onClick={() => setPicking(true)}>
            Publish at…
          </button>
        </span>
      )}
      {picking ? (
        <ScheduleSelected
          siteId={siteId}
          kind="entry"
          ids={drafts}
          action="publish"
          onClose={() => setPicking(false)}
          onDone={() => setScheduled(true)}
        />
      ) : null}
    </div>
  );
}
