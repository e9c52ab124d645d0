import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@laurel/api-client';
import { folderCopied, MESSAGES } from '@laurel/domain';
import type { CardKind } from '@laurel/ui/edit-slots';
import { notify } from '../../ui/notices';
import { bulkDeleteDocuments, bulkPatchDocuments } from '../bulk/bulk-endpoints';
import type { BulkSummary } from '../bulk/chunks';
import { contentApi } from '../content/api/content-endpoints';
import { applyToCache } from '../content/cache';
import { selection } from './selection-store';
import { selectionApi } from './selection-endpoints';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
const kindOf = (kind: CardKind) => (kind === 'entry' ? 'entries' : 'categories');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function report(summary: BulkSummary, done: string): void {
  const noun = 'item';
  if (summary.failed.length === 0) notify(`${plural(summary.succeeded.length, noun)} ${done}.`);
  else
    notify(
      `${plural(summary.succeeded.length, noun)} ${done}; ${summary.failed.length} could not be: ${summary.failed[0].message}`,
      'error',
    );
}

/** Folder names from what the page has loaded (the tree and folder replies), for messages. */
function folderNames(state: RootState): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: { _id: string; categoryName: string; children?: unknown[] }[]) => {
    for (const n of nodes) {
      names.set(n._id, n.categoryName);
      walk((n.children ?? []) as typeof nodes);
    }
  };
  for (const q of Object.values(state.api.queries)) {
    const d = q?.data as
      | { category?: { _id: string; categoryName: string }; subCategories?: { _id: string; categoryName: string }[] }
      | { _id: string; categoryName: string }[]
      | undefined;
    if (Array.isArray(d)) walk(d);
    else if (d)
      for (const c of [d.category, ...(d.subCategories ?? [])]) if (c?.categoryName) names.set(c._id, c.categoryName);
  }
  return names;
}

/** What the selection bar does with the selected cards; each reports what succeeded and what did not. */
export function useSelectionActions(siteId: string) {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore<RootState>();

  const setLive = async (kind: CardKind, ids: string[], isLive: boolean) => {
    const cacheKind = kind === 'entry' ? 'entry' : 'category';
    for (const id of ids) applyToCache(dispatch, store.getState, { kind: cacheKind, id, patch: { isLive } });
    const summary = await dispatch(
      bulkPatchDocuments({ siteId, kind: kindOf(kind), items: ids.map((_id) => ({ _id, patch: { isLive } })) }),
    ).unwrap();
    for (const f of summary.failed)
      applyToCache(dispatch, store.getState, { kind: cacheKind, id: f._id, patch: { isLive: !isLive } });
    report(summary, isLive ? 'published' : 'unpublished');
    return summary;
  };

  const remove = async (kind: CardKind, ids: string[]) => {
    const summary = await dispatch(bulkDeleteDocuments({ siteId, kind: kindOf(kind), ids })).unwrap();
    report(summary, 'moved to Recently deleted');
    selection.clear();
    return summary;
  };

  const move = async (kind: CardKind, ids: string[], destination: string) => {
    const { moved } = await dispatch(
      selectionApi.endpoints.selectionMove.initiate({ siteId, kind, destination, ids }),
    ).unwrap();
    notify(`${plural(moved, 'item')} moved.`);
    selection.clear();
  };

  const copy = async (kind: CardKind, ids: string[], destination: string) => {
    const names = folderNames(store.getState());
    if (kind === 'entry') {
      const { entries } = await dispatch(
        selectionApi.endpoints.selectionCopyEntries.initiate({ siteId, destination, ids }),
      ).unwrap();
      notify(`${plural(entries.length, 'profile')} copied.`);
    } else {
      // Copy folder structure: each folder with its sub-folders and settings, without entries.
      for (const id of ids) {
        const name = names.get(id) ?? 'folder';
        try {
          await dispatch(
            contentApi.endpoints.contentCopyStructure.initiate({
              siteId,
              targetCategoryId: id,
              routeName: 'category',
              categoryId: destination === 'root' ? null : destination,
            }),
          ).unwrap();
          notify(folderCopied(name));
        } catch {
          notify(MESSAGES.folderCopyError, 'error');
        }
      }
    }
    selection.clear();
  };

  return { setLive, remove, move, copy };
}
