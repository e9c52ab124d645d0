// Snapshot: the whole database as a list of operations that rebuild it, written to a temporary
// file, synced and renamed into place so a crash leaves either the old or the new snapshot.
import { open, rename, readFile } from 'node:fs/promises';
import { Timestamp, type Document } from 'bson';
import type { Engine } from './engine';
import type { Op } from './op';
import { encodeRecord, readRecords } from './record-format';
import { tsOf, tsValue } from '../changes/cluster-time';

const OPS_PER_RECORD = 2000;

/** Captures the current state synchronously (documents are immutable, so references suffice). */
export function captureState(engine: Engine): Op[] {
  const ops: Op[] = [];
  for (const [db, colls] of engine.dbs) {
    for (const coll of colls.values()) {
      ops.push({ op: 'create', db, c: coll.name, options: coll.options });
      for (const index of coll.indexes.values())
        if (index.name !== '_id_') ops.push({ op: 'index', db, c: coll.name, spec: index.spec });
      for (const doc of coll.docs.values()) ops.push({ op: 'put', db, c: coll.name, doc });
    }
  }
  return ops;
}

/** `ts`: the cluster time of the last write the snapshot holds (change history before it is gone). */
export async function writeSnapshot(path: string, generation: number, ops: Op[], ts = 0n): Promise<void> {
  const tmp = `${path}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.write(encodeRecord([{ snapshot: 1, generation, ts: tsOf(ts) }]));
    for (let i = 0; i < ops.length; i += OPS_PER_RECORD) {
      await handle.write(encodeRecord(ops.slice(i, i + OPS_PER_RECORD) as Document[]));
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
}

/** Reads a snapshot; returns its generation, cluster time and operations, or null when there is none. */
export async function readSnapshot(path: string): Promise<{ generation: number; ts: bigint; ops: Op[] } | null> {
  let buf: Buffer;
  try {
    buf = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const { records, validLength } = readRecords(buf);
  if (validLength !== buf.length || !records.length || records[0][0]?.snapshot !== 1) {
    throw new Error(`The snapshot ${path} is damaged (${buf.length - validLength} unreadable bytes)`);
  }
  const head = records[0][0];
  const ts = head.ts instanceof Timestamp ? tsValue(head.ts) : 0n;
  return { generation: Number(head.generation), ts, ops: records.slice(1).flat() as Op[] };
}
