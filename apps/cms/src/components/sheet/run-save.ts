import type { ItemResult } from '@laurel/domain';
import {
  chunk,
  errorText,
  mapWithLimit,
  runBulk,
  BULK_DELETE_CHUNK,
  BULK_MAX_PARALLEL,
  BULK_PATCH_CHUNK,
} from '../../lib/bulk/chunks';
import type { SaveOutcome, SheetChanges, SheetRow } from './sheet-model';
import type { SetLive } from './use-set-live';

/** How a sheet's rows reach the API. Each sender handles one chunk; the runner chunks and limits. */
export interface SheetSavers {
  /** Creates rows in order; returns their new ids in the same order (or throws for the chunk). */
  create: (rows: SheetRow[]) => Promise<string[]>;
  /** How many rows one create request takes (150 for entries; 1 where the API creates one at a time). */
  createChunk: number;
  /** Patches rows (each with the columns that changed); the API reports per document id. */
  patch: (items: { row: SheetRow; columns: string[] }[]) => Promise<ItemResult[]>;
  /** Deletes documents by id (≤50 a request); per-id results. */
  remove: (ids: string[]) => Promise<ItemResult[]>;
  /** Publishes or unpublishes saved rows (Publish selected); sheets without a Published column have none. */
  setLive?: SetLive;
  /** After a save (refetch what visitors see). */
  onDone?: () => void;
}

export interface SaveProgress {
  done: number;
  total: number;
  phase: 'Adding' | 'Saving changes' | 'Deleting';
}

/**
 * Saves a sheet's changes: new rows, then changed rows in chunks of 150, then deletions in chunks of 50,
 * at most 10 requests at once (SPEC §9), reporting progress after every chunk. A failed chunk fails its
 * rows with the reason; the others carry on. Returns one outcome per row.
 */
export async function runSheetSave(
  changes: SheetChanges,
  savers: SheetSavers,
  onProgress: (p: SaveProgress) => void,
): Promise<SaveOutcome[]> {
  const total = changes.creates.length + changes.updates.length + changes.deletes.length;
  let done = 0;
  const tick = (phase: SaveProgress['phase']) => (n: number) => {
    done += n;
    onProgress({ done, total, phase });
  };
  const outcomes: SaveOutcome[] = [];

  const created = await mapWithLimit(chunk(changes.creates, savers.createChunk), BULK_MAX_PARALLEL, async (rows) => {
    try {
      const ids = await savers.create(rows);
      return rows.map((r, i): SaveOutcome =>
        ids[i] ? { key: r.key, ok: true, id: ids[i] } : { key: r.key, ok: false, message: 'Not created' },
      );
    } catch (err) {
      const message = errorText(err);
      return rows.map((r): SaveOutcome => ({ key: r.key, ok: false, message }));
    } finally {
      tick('Adding')(rows.length);
    }
  });
  outcomes.push(...created.flat());

  const byId = new Map(changes.updates.map((u) => [u.row.id!, u]));
  const patched = await runBulk(
    [...byId.keys()],
    BULK_PATCH_CHUNK,
    (ids) => savers.patch(ids.map((id) => byId.get(id)!)),
    BULK_MAX_PARALLEL,
    tick('Saving changes'),
  );
  const keyOfUpdate = (id: string) => byId.get(id)!.row.key;
  outcomes.push(...patched.succeeded.map((id) => ({ key: keyOfUpdate(id), ok: true })));
  outcomes.push(...patched.failed.map((f) => ({ key: keyOfUpdate(f._id), ok: false, message: f.message })));

  const deleted = new Map(changes.deletes.map((r) => [r.id!, r.key]));
  const removed = await runBulk(
    [...deleted.keys()],
    BULK_DELETE_CHUNK,
    savers.remove,
    BULK_MAX_PARALLEL,
    tick('Deleting'),
  );
  outcomes.push(...removed.succeeded.map((id) => ({ key: deleted.get(id)!, ok: true })));
  outcomes.push(...removed.failed.map((f) => ({ key: deleted.get(f._id)!, ok: false, message: f.message })));
  return outcomes;
}
