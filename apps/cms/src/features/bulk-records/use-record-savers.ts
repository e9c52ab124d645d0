import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@laurel/api-client';
import { BULK_PATCH_CHUNK_SIZE } from '@laurel/domain';
import { bulkAddApi } from '../../lib/bulk/bulk-endpoints';
import { patchAndDelete } from '../bulk-category';
import type { SheetSavers } from '../../components/sheet/run-save';
import { blankRecord, recordInput } from './record-sheet';

const ALL = Object.keys(blankRecord());

/** Saving a record column's sheet: new records 150 to a request (in the column), then patches and deletes. */
export function useRecordSavers(siteId: string, categoryId: string, columnId: string): SheetSavers {
  const dispatch = useDispatch<AppDispatch>();
  return useMemo(
    () => ({
      createChunk: BULK_PATCH_CHUNK_SIZE,
      create: async (rows) => {
        const items = rows.map((r) => recordInput(r.values, ALL, columnId));
        const reply = await dispatch(
          bulkAddApi.endpoints.bulkAddEntriesChunk.initiate({ siteId, categoryId, items }),
        ).unwrap();
        return reply.entries.map((e) => e._id);
      },
      ...patchAndDelete(dispatch, siteId, 'entries', (values, columns) => recordInput(values, columns)),
    }),
    [dispatch, siteId, categoryId, columnId],
  );
}
