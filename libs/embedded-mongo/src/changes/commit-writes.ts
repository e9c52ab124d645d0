// The end of every write: the changes the engine applied get the next cluster time, go to the journal
// as one record (led by a `clock` op carrying that time) and become visible to change streams once
// the record is durable.
import type { Document, Long } from 'bson';
import type { Engine } from '../storage/engine';
import type { Op } from '../storage/op';
import type { Persistence } from '../storage/persistence';
import { tsOf } from './cluster-time';

export interface TxnMeta {
  lsid: Document;
  txnNumber: Long | number;
}

export function commitWrites(engine: Engine, persistence: Persistence, ops: Op[], txn?: TxnMeta): Promise<void> {
  const oplog = engine.oplog;
  const ts = oplog.clock.tick();
  const wall = new Date();
  const handle = oplog.seal({ ts, wall, txn });
  const clock: Op = txn ? { op: 'clock', ts: tsOf(ts), wall, ...txn } : { op: 'clock', ts: tsOf(ts), wall };
  return persistence.commit([clock, ...ops]).then(() => oplog.published(handle));
}
