import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@laurel/api-client';
import type { CardKind } from '@laurel/ui/edit-slots';
import { notify } from '../../components/ui/notices';
import { orderingApi } from './ordering-endpoints';
import { applyOrder } from './reorder-cache';

/**
 * Saves a new order of a list: shown at once (store first), sent at once; when the server refuses, the old
 * order comes back (the base query shows SPEC §8's message).
 */
export function useReorder() {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const store = useStore<RootState>();
  return async (siteId: string, kind: CardKind, parentId: string | null, before: string[], after: string[]) => {
    applyOrder(dispatch, store.getState, kind, parentId, after);
    const e = orderingApi.endpoints;
    const request =
      kind === 'entry' && parentId
        ? e.orderingSetEntries.initiate({ siteId, categoryId: parentId, ids: after })
        : kind === 'category' && parentId
          ? e.orderingSetSubFolders.initiate({ siteId, categoryId: parentId, ids: after })
          : e.orderingSetTopLevel.initiate({ siteId, ids: after });
    try {
      await dispatch(request).unwrap();
    } catch {
      applyOrder(dispatch, store.getState, kind, parentId, before);
      notify('The new order was not saved; the previous order is back.', 'error');
    }
  };
}
