// A long, seeded random mix of writes (single and bulk, two collections, transactions) read by streams
// with different batch sizes and filters, interleaved with the writes: every stream must see exactly
// the events it is owed, in order, and a stream resumed from any event must see exactly the rest.
import type { ChangeStream, Document } from 'mongodb';
import { useServer } from './helpers';
import { drain } from './stream-helpers';

/** Small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Seen = string; // "<coll>:<operationType>:<id>"
const label = (e: Document): Seen => `${e.ns?.coll}:${e.operationType}:${e.documentKey?._id}`;

describe('change streams: random sequences', () => {
  const t = useServer('sequence');

  it('delivers every owed event exactly once, in order, whatever the batch size and timing', async () => {
    const rnd = random(17);
    const pick = (n: number): number => Math.floor(rnd() * n);
    const colls = ['a', 'b'];
    const expected: Seen[] = [];
    const tokens: Document[] = [];
    const readers: Array<{ stream: ChangeStream; filter: (s: Seen) => boolean; got: Document[] }> = [];
    for (const batchSize of [1, 2, 7, undefined]) {
      const onlyA = batchSize === 2;
      const pipeline = onlyA ? [{ $match: { 'ns.coll': 'a' } }] : [];
      const stream = t.db.watch(pipeline, { batchSize, maxAwaitTimeMS: 50 });
      await stream.tryNext();
      readers.push({ stream, filter: onlyA ? (s) => s.startsWith('a:') : () => true, got: [] });
    }
    const live = new Map<string, Set<number>>(colls.map((c) => [c, new Set<number>()]));
    let next = 0;
    for (let round = 0; round < 40; round++) {
      const coll = colls[pick(2)];
      const ids = live.get(coll)!;
      const kind = pick(5);
      if (kind <= 1 || ids.size === 0) {
        const n = 1 + pick(kind === 0 ? 1 : 40);
        const docs = Array.from({ length: n }, () => ({ _id: next++ }));
        await t.db.collection(coll).insertMany(docs as never[]);
        for (const d of docs) {
          ids.add(d._id);
          expected.push(`${coll}:insert:${d._id}`);
        }
      } else if (kind === 2) {
        const id = [...ids][pick(ids.size)];
        await t.db.collection(coll).updateOne({ _id: id as never }, { $inc: { n: 1 } });
        expected.push(`${coll}:update:${id}`);
      } else if (kind === 3) {
        const id = [...ids][pick(ids.size)];
        await t.db.collection(coll).deleteOne({ _id: id as never });
        ids.delete(id);
        expected.push(`${coll}:delete:${id}`);
      } else {
        const session = t.client.startSession();
        session.startTransaction();
        const id = next++;
        await t.db.collection(coll).insertOne({ _id: id as never }, { session });
        await t.db.collection(coll).updateOne({ _id: id as never }, { $set: { t: 1 } }, { session });
        await session.commitTransaction();
        await session.endSession();
        ids.add(id);
        expected.push(`${coll}:insert:${id}`, `${coll}:update:${id}`);
      }
      // Some readers read now, some later: reads and writes interleave differently for each.
      for (const r of readers) if (rnd() < 0.5) r.got.push(...(await drain(r.stream)));
    }
    for (const r of readers) {
      r.got.push(...(await drain(r.stream)));
      expect(r.got.map(label)).toEqual(expected.filter(r.filter));
    }
    const all = readers[0].got;
    tokens.push(...all.map((e) => e._id as Document));
    for (let k = 0; k < 6; k++) {
      const from = pick(tokens.length);
      const resumed = t.db.watch([], { resumeAfter: tokens[from], batchSize: 1 + pick(20), maxAwaitTimeMS: 50 });
      expect((await drain(resumed)).map(label)).toEqual(expected.slice(from + 1));
      await resumed.close();
    }
    await Promise.all(readers.map((r) => r.stream.close()));
  }, 60_000);
});
