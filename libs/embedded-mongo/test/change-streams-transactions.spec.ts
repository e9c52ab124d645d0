// Change streams and transactions (events only after commit, in the transaction's order), batches
// smaller than a write, and pre/post images.
import type { ChangeStream, Document, Timestamp } from 'mongodb';
import { useServer } from './helpers';
import { drain, shape } from './stream-helpers';

describe('change streams: transactions, batches, images', () => {
  const t = useServer();
  const open: ChangeStream[] = [];
  async function watching(stream: ChangeStream): Promise<ChangeStream> {
    open.push(stream);
    expect(await stream.tryNext()).toBeNull();
    return stream;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  const keyOf = (e: Document): unknown => e.documentKey?._id;

  it('shows a transaction only after commit, every write in its order, with lsid and txnNumber', async () => {
    const coll = t.db.collection('ledger');
    await coll.insertMany([{ _id: 'b', n: 0 }, { _id: 'c' }] as never[]);
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    const session = t.client.startSession();
    session.startTransaction();
    await coll.insertOne({ _id: 'a' as never, n: 1 }, { session });
    await coll.updateOne({ _id: 'b' as never }, { $inc: { n: 5 } }, { session });
    await coll.deleteOne({ _id: 'c' as never }, { session });
    await coll.updateOne({ _id: 'a' as never }, { $set: { n: 2 } }, { session });
    await coll.insertOne({ _id: 'outside' as never });
    const beforeCommit = await drain(stream);
    expect(beforeCommit.map(keyOf)).toEqual(['outside']);
    await session.commitTransaction();
    const events = await drain(stream);
    expect(events.map((e) => [e.operationType, keyOf(e)])).toEqual([
      ['insert', 'a'],
      ['update', 'b'],
      ['delete', 'c'],
      ['update', 'a'],
    ]);
    const times = new Set(events.map((e) => (e as { clusterTime: Timestamp }).clusterTime.toString()));
    expect(times.size).toBe(1);
    for (const e of events) {
      expect((e as { lsid?: Document }).lsid?.id).toBeDefined();
      expect(Number((e as { txnNumber?: number }).txnNumber)).toBeGreaterThan(0);
    }
    expect(shape(events[1])).toMatchObject({ updateDescription: { updatedFields: { n: 5 } } });
    expect((beforeCommit[0] as { lsid?: unknown }).lsid).toBeUndefined();
    await session.endSession();
  });

  it('shows nothing of an aborted transaction', async () => {
    const coll = t.db.collection('aborted');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    const session = t.client.startSession();
    session.startTransaction();
    await coll.insertOne({ _id: 1 as never }, { session });
    await session.abortTransaction();
    await session.endSession();
    await coll.insertOne({ _id: 2 as never });
    expect((await drain(stream)).map(keyOf)).toEqual([2]);
  });

  it('hands out a large write in batches of batchSize, in order, without losing or repeating events', async () => {
    const coll = t.db.collection('batches');
    const stream = await watching(coll.watch([], { batchSize: 3, maxAwaitTimeMS: 100 }));
    const unlimited = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i })) as never[]);
    await coll.insertMany(Array.from({ length: 4 }, (_, i) => ({ _id: 10 + i })) as never[]);
    for (let i = 0; i < 3; i++) await coll.updateOne({ _id: i as never }, { $set: { seen: true } });
    const events = await drain(stream);
    const ids = [...Array.from({ length: 14 }, (_, i) => i), 0, 1, 2];
    expect(events.map(keyOf)).toEqual(ids);
    expect((await drain(unlimited)).map(keyOf)).toEqual(ids);
    // And what comes after a read of many changes at once is not skipped.
    await coll.insertMany([{ _id: 'x' }, { _id: 'y' }] as never[]);
    await coll.deleteOne({ _id: 'x' as never });
    expect((await drain(unlimited)).map(keyOf)).toEqual(['x', 'y', 'x']);
    // A stream resumed from the middle of a write continues inside it.
    const resumed = coll.watch([], { resumeAfter: events[4]._id, maxAwaitTimeMS: 100 });
    open.push(resumed);
    expect((await drain(resumed)).map(keyOf)).toEqual([...ids.slice(5), 'x', 'y', 'x']);
  });

  it('gives pre- and post-images when the collection has changeStreamPreAndPostImages', async () => {
    await t.db.createCollection('imaged', { changeStreamPreAndPostImages: { enabled: true } });
    const coll = t.db.collection('imaged');
    await coll.insertOne({ _id: 1 as never, v: 'first' });
    const stream = await watching(
      coll.watch([], { fullDocument: 'required', fullDocumentBeforeChange: 'required', maxAwaitTimeMS: 100 }),
    );
    await coll.updateOne({ _id: 1 as never }, { $set: { v: 'second' } });
    await coll.deleteOne({ _id: 1 as never });
    const [update, del] = (await drain(stream)).map(shape);
    expect(update).toMatchObject({
      operationType: 'update',
      fullDocument: { _id: 1, v: 'second' },
      fullDocumentBeforeChange: { _id: 1, v: 'first' },
    });
    expect(del).toMatchObject({ operationType: 'delete', fullDocumentBeforeChange: { _id: 1, v: 'second' } });

    const plain = t.db.collection('plain');
    await plain.insertOne({ _id: 1 as never });
    const optional = await watching(
      plain.watch([], { fullDocumentBeforeChange: 'whenAvailable', maxAwaitTimeMS: 100 }),
    );
    await plain.deleteOne({ _id: 1 as never });
    expect(shape((await drain(optional))[0])).toMatchObject({ fullDocumentBeforeChange: null });
    const required = await watching(plain.watch([], { fullDocumentBeforeChange: 'required', maxAwaitTimeMS: 100 }));
    await plain.insertOne({ _id: 2 as never });
    await plain.deleteOne({ _id: 2 as never });
    await expect(drain(required)).rejects.toMatchObject({ code: 47 });
  });
});
