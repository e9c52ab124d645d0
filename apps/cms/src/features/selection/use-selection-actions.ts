import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@laurel/api-client';
import { folderCopied, MESSAGES } from '@laurel/domain';
import type { CardKind } from '@laurel/ui/edit-slots';
import { notify } from '../../components/ui/notices';
import { bulkDeleteDocuments } from '../../lib/bulk/bulk-endpoints';
import type { BulkSummary } from '../../lib/bulk/chunks';
import { setLiveInChunks } from '../../lib/bulk/set-live';
import { contentApi } from '../../lib/content/api/content-endpoints';
import { applyToCache } from '../../lib/content/cache';
import { liveStates, putOrder, savedOrder } from '../../lib/undo/snapshot';
import { undoDeletes } from '../../lib/undo/undo-endpoints';
import { folderNames } from './folder-names';
import { selection } from '../../lib/selection-store';
import { selectionApi } from './selection-endpoints';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
/** "Publishing 120 of 500…" while a bulk action runs. */
export type Progress = (done: number, total: number) => void;
const kindOf = (kind: CardKind) => (kind === 'entry' ? 'entries' : 'categories');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The toast after a bulk action: what succeeded (with Undo of it), or what could not be done. */
function report(summary: BulkSummary, done: string, undo: () => Promise<unknown>): void {
  const noun = 'item';
  if (summary.failed.length === 0) notify(`${plural(summary.succeeded.length, noun)} ${done}.`, 'success', undo);
  else
    notify(
      `${plural(summary.succeeded.length, noun)} ${done}; ${summary.failed.length} could not be: ${summary.failed[0].message}`,
      'error',
    );
}

/**
 * What the selection bar does with the selected cards; each reports what succeeded and what did not, and its
 * toast offers Undo, which puts everything back as it was, order included (the saved order is taken first).
 */
export function useSelectionActions(siteId: string) {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<RootState>();
  const order = (kind: CardKind, parentId: string | null) => savedOrder(store.getState(), kind, parentId);
  const reorder = (kind: CardKind, parentId: string | null, ids: string[] | null) =>
    putOrder(dispatch, store.getState, siteId, kind, parentId, ids);

  /** Publishes or unpublishes, shown at once; `isLive` may differ per card (Undo puts each one back). */
  const applyLive = async (kind: CardKind, wanted: Map<string, boolean>, progress?: Progress) => {
    const cacheKind = kind === 'entry' ? 'entry' : 'category';
    for (const [id, isLive] of wanted)
      applyToCache(dispatch, store.getState, { kind: cacheKind, id, patch: { isLive } });
    const total = wanted.size;
    let before = 0;
    const summaries: BulkSummary[] = [];
    for (const value of [true, false]) {
      const ids = [...wanted].filter(([, v]) => v === value).map(([id]) => id);
      if (ids.length === 0) continue;
      const offset = before;
      summaries.push(
        await setLiveInChunks(dispatch as AppDispatch, siteId, kindOf(kind), ids, value, (done) =>
          progress?.(offset + done, total),
        ),
      );
      before += ids.length;
    }
    const summary: BulkSummary = {
      succeeded: summaries.flatMap((s) => s.succeeded),
      failed: summaries.flatMap((s) => s.failed),
      failedChunks: summaries.reduce((n, s) => n + s.failedChunks, 0),
      notSent: summaries.flatMap((s) => s.notSent),
      total,
    };
    for (const f of summary.failed)
      applyToCache(dispatch, store.getState, { kind: cacheKind, id: f._id, patch: { isLive: !wanted.get(f._id) } });
    return summary;
  };

  const setLive = async (kind: CardKind, ids: string[], isLive: boolean, progress?: Progress) => {
    const previous = liveStates(store.getState(), kind, ids);
    const summary = await applyLive(kind, new Map(ids.map((id) => [id, isLive])), progress);
    const back = new Map(summary.succeeded.filter((id) => previous.has(id)).map((id) => [id, previous.get(id)!]));
    report(summary, isLive ? 'published' : 'unpublished', async () => {
      const again = await applyLive(kind, back);
      if (again.failed.length > 0) throw new Error(again.failed[0].message);
    });
    return summary;
  };

  const remove = async (kind: CardKind, ids: string[], parentId: string | null) => {
    const before = order(kind, parentId);
    const summary = await dispatch(bulkDeleteDocuments({ siteId, kind: kindOf(kind), ids })).unwrap();
    selection.clear();
    report(summary, 'moved to Recently deleted', async () => {
      await undoDeletes(dispatch as AppDispatch, siteId, kind, summary.succeeded);
      await reorder(kind, parentId, before);
    });
    return summary;
  };

  const move = async (kind: CardKind, ids: string[], parentId: string | null, destination: string) => {
    const before = order(kind, parentId);
    const request = (to: string | null, list: string[]) =>
      dispatch(selectionApi.endpoints.selectionMove.initiate({ siteId, kind, destination: to, ids: list })).unwrap();
    const { moved } = await request(destination, ids);
    selection.clear();
    notify(`${plural(moved, 'item')} moved.`, 'success', async () => {
      await request(parentId, ids);
      await reorder(kind, parentId, before);
    });
  };

  const copy = async (kind: CardKind, ids: string[], destination: string) => {
    const names = folderNames(store.getState());
    const copies: string[] = [];
    if (kind === 'entry') {
      const { entries } = await dispatch(
        selectionApi.endpoints.selectionCopyEntries.initiate({ siteId, destination, ids }),
      ).unwrap();
      copies.push(...entries.map((e) => e._id));
    } else {
      // Copy folder structure: each folder with its sub-folders and settings, without entries.
      for (const id of ids) {
        try {
          const { category } = await dispatch(
            contentApi.endpoints.contentCopyStructure.initiate({
              siteId,
              targetCategoryId: id,
              routeName: 'category',
              categoryId: destination === 'root' ? null : destination,
            }),
          ).unwrap();
          copies.push(category._id);
        } catch {
          notify(MESSAGES.folderCopyError, 'error');
        }
      }
    }
    selection.clear();
    if (copies.length === 0) return;
    const text =
      kind === 'entry'
        ? `${plural(copies.length, 'profile')} copied.`
        : copies.length === 1
          ? folderCopied(names.get(ids[0]) ?? 'folder')
          : `${plural(copies.length, 'folder')} copied.`;
    // Undo takes the copies away (to Recently deleted, like any delete).
    notify(text, 'success', async () => {
      const gone = await dispatch(bulkDeleteDocuments({ siteId, kind: kindOf(kind), ids: copies })).unwrap();
      if (gone.failed.length > 0) throw new Error(gone.failed[0].message);
    });
  };

  return { setLive, remove, move, copy };
}
