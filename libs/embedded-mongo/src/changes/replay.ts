// Rebuilding the change history at start-up: the journal records written since the last snapshot
// are replayed with their cluster times, so streams can resume across a restart from any token
// newer than the snapshot.
import type { Engine } from '../storage/engine';
import type { Op } from '../storage/op';
import { before } from './resume-token';
import { tsValue } from './cluster-time';

/** After a journal record's ops were applied: seal their changes with the record's time. */
export function replayChanges(engine: Engine, first: Op | undefined): void {
  const oplog = engine.oplog;
  if (first?.op !== 'clock') {
    oplog.discard(); // written before change streams existed: no time to give these changes
    return;
  }
  const txn =
    first.lsid && first.txnNumber !== undefined ? { lsid: first.lsid, txnNumber: first.txnNumber } : undefined;
  oplog.published(oplog.seal({ ts: tsValue(first.ts), wall: first.wall, txn }));
}

/** The snapshot holds the writes up to `ts`; their changes cannot be replayed. */
export function restoreHistoryStart(engine: Engine, ts: bigint): void {
  engine.oplog.clock.observe(ts);
  engine.oplog.historyStart = before(ts + 1n);
}
