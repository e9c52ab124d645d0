import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@laurel/api-client';
import type { CardKind } from '@laurel/ui/edit-slots';
import { putOrder, savedOrder } from './snapshot';
import { undoDeletes } from './undo-endpoints';

/**
 * Taken just before deleting one profile or folder: the toast's Undo, which brings it back into its place in
 * its list (`fallback`: the list's saved order when the page has not loaded that list).
 */
export function useUndoDelete(siteId: string) {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const store = useStore<RootState>();
  return (kind: CardKind, id: string, parentId: string | null, fallback?: string[]) => {
    const before = savedOrder(store.getState(), kind, parentId) ?? fallback ?? null;
    return async () => {
      await undoDeletes(dispatch as AppDispatch, siteId, kind, [id]);
      await putOrder(dispatch, store.getState, siteId, kind, parentId, before);
    };
  };
}
