import { useState } from 'react';
import type { BulkSummary } from '../../lib/bulk/chunks';
import { ProgressBar, WorkroomMessage } from '../workroom/workroom';
import { PUBLISHED, DRAFT } from './cell-values';
import type { Sheet } from './use-sheet';

/** Publishes or unpublishes saved rows by id, reporting progress (the sheet's savers provide it). */
export type SetLive = (
  ids: string[],
  isLive: boolean,
  onProgress: (done: number, total: number) => void,
) => Promise<BulkSummary>;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Publish selected / Unpublish selected of a sheet: saved rows only (new rows are saved first), in chunks
 * with "Publishing 120 of 500…", then the sheet's Published cells follow without losing unsaved edits.
 */
export function useSetLive(sheet: Sheet, noun: string, setLive: SetLive | undefined, onDone?: () => void) {
  const [progress, setProgress] = useState<{ done: number; total: number; isLive: boolean } | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async (keys: ReadonlySet<string>, isLive: boolean) => {
    if (!setLive) return;
    const rows = sheet.state.rows.filter((r) => keys.has(r.key) && !r.deleted);
    const saved = rows.filter((r) => r.id);
    const unsaved = rows.length - saved.length;
    const keyOf = new Map(saved.map((r) => [r.id!, r.key]));
    setMessage(null);
    setProgress({ done: 0, total: saved.length, isLive });
    const summary = await setLive([...keyOf.keys()], isLive, (done, total) => setProgress({ done, total, isLive }));
    sheet.markSaved(
      summary.succeeded.map((id) => keyOf.get(id)!),
      'isLive',
      isLive ? PUBLISHED : DRAFT,
    );
    setProgress(null);
    const verb = isLive ? 'Published' : 'Unpublished';
    const failed = summary.failed.length + summary.notSent.length;
    const parts = [`${verb} ${plural(summary.succeeded.length, noun)}.`];
    if (failed) parts.push(`${plural(failed, noun)} could not be changed: try again.`);
    if (unsaved) parts.push(`${plural(unsaved, `new ${noun}`)} not saved yet: save, then publish.`);
    setMessage({ tone: failed ? 'error' : 'success', text: parts.join(' ') });
    onDone?.();
  };

  const verb = progress?.isLive ? 'Publishing' : 'Unpublishing';
  const view = progress ? (
    <ProgressBar done={progress.done} total={progress.total} label={`${verb} ${progress.done} of ${progress.total}…`} />
  ) : message ? (
    <WorkroomMessage tone={message.tone} onDismiss={() => setMessage(null)}>
      {message.text}
    </WorkroomMessage>
  ) : null;
  return {
    busy: progress !== null,
    busyLabel: progress ? `${verb} ${progress.done} of ${progress.total}…` : null,
    run,
    view,
  };
}
