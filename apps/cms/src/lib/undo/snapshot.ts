import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, type CategoryReply, type RootState } from '@laurel/api-client';
import type { CategoryTreeNode } from '@laurel/domain';
import type { CardKind } from '@laurel/ui/edit-slots';
import { orderingApi } from '../ordering/ordering-endpoints';
import { applyOrder } from '../ordering/reorder-cache';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Loaded reads, the editor's own (`cms`: drafts included) before the visitors' (drafts left out). */
const fulfilled = (state: RootState) => {
  const cms = (q: (typeof list)[number]) => Boolean((q?.originalArgs as { cms?: boolean } | undefined)?.cms);
  const list = Object.values(state.api.queries).filter((q) => q?.status === 'fulfilled');
  return [...list.filter(cms), ...list.filter((q) => !cms(q))];
};

/**
 * The saved order of a list as the page has it (before an action, for its Undo): a folder's profiles or
 * sub-folders, or (parentId null) the top-level folders. Null when the page has not loaded it.
 */
export function savedOrder(state: RootState, kind: CardKind, parentId: string | null): string[] | null {
  for (const q of fulfilled(state)) {
    if (q?.endpointName === 'getCategory' && parentId) {
      const d = q.data as CategoryReply;
      if (d.category._id === parentId) return [...(kind === 'entry' ? d.category.entries : d.category.categories)];
    }
    if (q?.endpointName === 'getCategoryTree' && !parentId && kind === 'category')
      return (q.data as CategoryTreeNode[]).map((n) => n._id);
  }
  return null;
}

/** Whether each card is published, as the page shows it (before a publish or unpublish, for its Undo). */
export function liveStates(state: RootState, kind: CardKind, ids: readonly string[]): Map<string, boolean> {
  const wanted = new Set(ids);
  const out = new Map<string, boolean>();
  const walk = (nodes: CategoryTreeNode[]) => {
    for (const n of nodes) {
      if (wanted.has(n._id) && !out.has(n._id)) out.set(n._id, n.isLive);
      walk(n.children);
    }
  };
  for (const q of fulfilled(state)) {
    if (q?.endpointName === 'getCategory') {
      const d = q.data as CategoryReply;
      for (const item of kind === 'entry' ? d.entries : d.subCategories)
        if (wanted.has(item._id) && !out.has(item._id)) out.set(item._id, item.isLive);
    }
    if (q?.endpointName === 'getCategoryTree' && kind === 'category') walk(q.data as CategoryTreeNode[]);
  }
  return out;
}

/** Saves an order again (Undo): shown at once, then sent; rejects when the server refuses. */
export async function putOrder(
  dispatch: Dispatch,
  getState: () => RootState,
  siteId: string,
  kind: CardKind,
  parentId: string | null,
  ids: string[] | null,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  applyOrder(dispatch, getState, kind, parentId, ids);
  const e = orderingApi.endpoints;
  await dispatch(
    kind === 'entry' && parentId
      ? e.orderingSetEntries.initiate({ siteId, categoryId: parentId, ids })
      : kind === 'category' && parentId
        ? e.orderingSetSubFolders.initiate({ siteId, categoryId: parentId, ids })
        : e.orderingSetTopLevel.initiate({ siteId, ids }),
  ).unwrap();
  // A refetch started by the restore may have brought the order before this save: read it again.
  dispatch(api.util.invalidateTags(['Category', 'CategoryTree']));
}
