import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { api, type AppDispatch } from '@laurel/api-client';
import { BULK_PATCH_CHUNK_SIZE } from '@laurel/domain';
import { bulkAddApi, bulkApi, type BulkKind } from '../../lib/bulk/bulk-endpoints';
import { sendChunk } from '../../lib/bulk/chunk-retry';
import { setLiveInChunks } from '../../lib/bulk/set-live';
import { contentApi } from '../../lib/content/api/content-endpoints';
import type { SheetSavers } from '../../components/sheet/run-save';
import type { CellValues, SheetRow } from '../../components/sheet/sheet-model';
import { folderPatch, layoutOf } from './folder-sheet';
import { blankProfile, profileInput } from '../../lib/profile-sheet';

const ALL_PROFILE_COLUMNS = Object.keys(blankProfile());

/** Every list a saved sheet may change, refetched once a save is over. */
export const refreshContent = () =>
  api.util.invalidateTags(['Category', 'CategoryTree', 'Entry', 'SearchOptions', 'RecentlyDeleted']);

/** Patches, deletes and publishing of a sheet (bulk chunks of 150 and 50). */
export function patchAndDelete(
  dispatch: AppDispatch,
  siteId: string,
  kind: BulkKind,
  patchOf: (values: CellValues, columns: readonly string[]) => Record<string, unknown>,
) {
  return {
    patch: async (items: { row: SheetRow; columns: string[] }[]) =>
      (
        await sendChunk((key) =>
          dispatch(
            bulkApi.endpoints.bulkPatchChunk.initiate({
              siteId,
              kind,
              items: items.map(({ row, columns }) => ({ _id: row.id!, patch: patchOf(row.values, columns) })),
              key,
            }),
          ).unwrap(),
        )
      ).results,
    setLive: (ids: string[], isLive: boolean, onProgress: (done: number, total: number) => void) =>
      setLiveInChunks(dispatch, siteId, kind, ids, isLive, onProgress),
    remove: async (ids: string[]) =>
      (
        await sendChunk((key) =>
          dispatch(bulkApi.endpoints.bulkDeleteChunk.initiate({ siteId, kind, ids, key })).unwrap(),
        )
      ).results,
  };
}

/** Saving the profiles sheet of a folder: new profiles 150 to a request (addEntriesBulk), then patches, deletes. */
export function useProfileSavers(siteId: string, categoryId: string): SheetSavers {
  const dispatch = useDispatch<AppDispatch>();
  return useMemo(
    () => ({
      createChunk: BULK_PATCH_CHUNK_SIZE,
      create: async (rows) => {
        const items = rows.map((r) => profileInput(r.values, ALL_PROFILE_COLUMNS));
        const reply = await dispatch(
          bulkAddApi.endpoints.bulkAddEntriesChunk.initiate({ siteId, categoryId, items }),
        ).unwrap();
        return reply.entries.map((e) => e._id);
      },
      ...patchAndDelete(dispatch, siteId, 'entries', profileInput),
    }),
    [dispatch, siteId, categoryId],
  );
}

/** Saving the sub-folders sheet: a new folder is one request (then its published state), patches, deletes. */
export function useFolderSavers(siteId: string, categoryId: string): SheetSavers {
  const dispatch = useDispatch<AppDispatch>();
  return useMemo(
    () => ({
      createChunk: 1,
      create: async ([row]) => {
        const created = await dispatch(
          contentApi.endpoints.contentCreateCategory.initiate({
            siteId,
            categoryName: row.values.categoryName.trim(),
            layout: layoutOf(row.values.layout),
            parentCategoryID: categoryId,
          }),
        ).unwrap();
        const wanted = folderPatch(row.values, ['isLive']);
        if (wanted.isLive !== created.isLive)
          await dispatch(
            contentApi.endpoints.contentPatchCategory.initiate({ siteId, id: created._id, patch: wanted }),
          ).unwrap();
        return [created._id];
      },
      ...patchAndDelete(dispatch, siteId, 'categories', folderPatch),
    }),
    [dispatch, siteId, categoryId],
  );
}
