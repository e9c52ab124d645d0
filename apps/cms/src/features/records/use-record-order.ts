import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@laurel/api-client';
import type { Entry, RecordInfo } from '@laurel/domain';
import { notify } from '../../components/ui/notices';
import { bulkPatchDocuments } from '../../lib/bulk/bulk-endpoints';
import { useCache } from '../../lib/content/use-cache';

/** Saves a board column's own order (custom): each record's customOrderIndex, shown first, sent in bulk. */
export function useRecordOrder(siteId: string) {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();
  const apply = useCache();
  const setIndexes = (entries: Entry[], order: string[]) => {
    for (const e of entries) {
      const at = order.indexOf(e._id);
      if (at >= 0 && e.recordInfo)
        apply({
          kind: 'entry',
          id: e._id,
          patch: { recordInfo: { ...e.recordInfo, customOrderIndex: at } as RecordInfo },
        });
    }
  };
  return async (entries: Entry[], before: string[], after: string[]) => {
    setIndexes(entries, after);
    const items = after.map((_id, i) => ({ _id, patch: { recordInfo: { customOrderIndex: i } } }));
    const summary = await dispatch(bulkPatchDocuments({ siteId, kind: 'entries', items })).unwrap();
    if (summary.failed.length > 0) {
      setIndexes(entries, before);
      notify('The new order was not saved; the previous order is back.', 'error');
    }
  };
}
