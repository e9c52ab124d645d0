// Change streams through the real driver against an in-process server: collection, database and
// cluster streams, every operation type, updateLookup, stages after $changeStream, waiting getMores.
import { Timestamp, type ChangeStream } from 'mongodb';
import { useServer } from './helpers';
import { drain, nextEvent, shape } from './stream-helpers';

describe('change streams', () => {
  const t = useServer();
  const open: ChangeStream[] = [];
  /** A stream whose aggregate has run (the driver only sends it on the first read). */
  async function watching(stream: ChangeStream): Promise<ChangeStream> {
    open.push(stream);
    expect(await stream.tryNext()).toBeNull();
    return stream;
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('collection.watch() sees insert, update, replace and delete in order, with their details', async () => {
    const people = t.db.collection('people');
    const stream = await watching(people.watch([], { maxAwaitTimeMS: 100 }));
    await people.insertOne({ _id: 'ada' as never, name: 'Ada', tags: ['a'], gone: 1, sub: { x: 1 } });
    await people.updateOne({ _id: 'ada' as never }, {
      $set: { name: 'Ada L.', 'sub.y': 2 },
      $push: { tags: 'b' },
      $unset: { gone: '' },
    } as never);
    await people.updateOne({ _id: 'ada' as never }, { $pop: { tags: 1 } });
    await people.replaceOne({ _id: 'ada' as never }, { name: 'Ada Lovelace' });
    await people.deleteOne({ _id: 'ada' as never });
    const events = await drain(stream);
    expect(events.map(shape)).toEqual([
      {
        operationType: 'insert',
        fullDocument: { _id: 'ada', name: 'Ada', tags: ['a'], gone: 1, sub: { x: 1 } },
        ns: { db: 'test', coll: 'people' },
        documentKey: { _id: 'ada' },
      },
      {
        operationType: 'update',
        ns: { db: 'test', coll: 'people' },
        documentKey: { _id: 'ada' },
        updateDescription: {
          updatedFields: { name: 'Ada L.', 'tags.1': 'b', 'sub.y': 2 },
          removedFields: ['gone'],
          truncatedArrays: [],
        },
      },
      {
        operationType: 'update',
        ns: { db: 'test', coll: 'people' },
        documentKey: { _id: 'ada' },
        updateDescription: { updatedFields: {}, removedFields: [], truncatedArrays: [{ field: 'tags', newSize: 1 }] },
      },
      {
        operationType: 'replace',
        fullDocument: { _id: 'ada', name: 'Ada Lovelace' },
        ns: { db: 'test', coll: 'people' },
        documentKey: { _id: 'ada' },
      },
      { operationType: 'delete', ns: { db: 'test', coll: 'people' }, documentKey: { _id: 'ada' } },
    ]);
    const times = events.map((e) => (e as { clusterTime: Timestamp }).clusterTime);
    for (let i = 1; i < times.length; i++) expect(times[i].greaterThan(times[i - 1])).toBe(true);
    expect((events[0] as { wallTime: Date }).wallTime).toBeInstanceOf(Date);
    expect(new Set(events.map((e) => JSON.stringify(e._id))).size).toBe(events.length);
  });

  it("fullDocument: 'updateLookup' gives the document as it is when the event is read", async () => {
    const coll = t.db.collection('lookup');
    const stream = await watching(coll.watch([], { fullDocument: 'updateLookup', maxAwaitTimeMS: 100 }));
    await coll.insertOne({ _id: 1 as never, n: 1 });
    await coll.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    await coll.updateOne({ _id: 1 as never }, { $inc: { n: 1 } });
    await coll.deleteOne({ _id: 1 as never });
    await coll.insertOne({ _id: 2 as never, n: 1 });
    await coll.updateOne({ _id: 2 as never }, { $set: { n: 5 } });
    const events = await drain(stream);
    const updates = events.filter((e) => e.operationType === 'update');
    expect(updates.map((e) => ('fullDocument' in e ? e.fullDocument : undefined))).toEqual([
      null,
      null,
      { _id: 2, n: 5 },
    ]);
  });

  it('only reports its own collection and skips other collections and databases', async () => {
    const stream = await watching(t.db.collection('mine').watch([], { maxAwaitTimeMS: 100 }));
    await t.db.collection('theirs').insertOne({ a: 1 });
    await t.client.db('elsewhere').collection('mine').insertOne({ a: 1 });
    await t.db.collection('mine').insertOne({ _id: 'here' as never });
    const events = await drain(stream);
    expect(events.map((e) => ('documentKey' in e ? e.documentKey._id : null))).toEqual(['here']);
  });

  it('db.watch() covers every collection of the database, with drop and rename (no invalidate)', async () => {
    const db = t.client.db('dbwatch');
    await db.collection('a').insertOne({ x: 0 });
    const stream = await watching(db.watch([], { maxAwaitTimeMS: 100 }));
    await db.collection('a').insertOne({ _id: 1 as never });
    await db.collection('b').insertOne({ _id: 2 as never });
    await db.collection('a').rename('c');
    await db.collection('b').drop();
    await t.client
      .db('other')
      .collection('a')
      .insertOne({ _id: 3 as never });
    await db.collection('c').insertOne({ _id: 4 as never });
    const events = (await drain(stream)).map(shape);
    expect(events.map((e) => [e.operationType, e.ns?.coll, e.documentKey?._id ?? null])).toEqual([
      ['insert', 'a', 1],
      ['insert', 'b', 2],
      ['rename', 'a', null],
      ['drop', 'b', null],
      ['insert', 'c', 4],
    ]);
    expect(events[2].to).toEqual({ db: 'dbwatch', coll: 'c' });
    expect(stream.closed).toBe(false);
  });

  it('client.watch() sees every database; dropDatabase gives drops and dropDatabase', async () => {
    const stream = await watching(t.client.watch([], { maxAwaitTimeMS: 100 }));
    await t.client
      .db('c1')
      .collection('x')
      .insertOne({ _id: 1 as never });
    await t.client
      .db('c2')
      .collection('y')
      .insertOne({ _id: 2 as never });
    await t.client.db('c2').dropDatabase();
    const events = (await drain(stream)).map(shape);
    expect(events.map((e) => [e.operationType, e.ns])).toEqual([
      ['insert', { db: 'c1', coll: 'x' }],
      ['insert', { db: 'c2', coll: 'y' }],
      ['drop', { db: 'c2', coll: 'y' }],
      ['dropDatabase', { db: 'c2' }],
    ]);
  });

  it('a collection stream ends with invalidate when its collection is dropped', async () => {
    const coll = t.db.collection('doomed');
    await coll.insertOne({ _id: 1 as never });
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.drop();
    expect(shape(await nextEvent(stream))).toEqual({ operationType: 'drop', ns: { db: 'test', coll: 'doomed' } });
    const invalidate = await nextEvent(stream);
    expect(shape(invalidate)).toEqual({ operationType: 'invalidate' });
    await expect(stream.next()).rejects.toThrow();
    // startAfter the invalidate opens a new stream on the re-created collection; resumeAfter is refused.
    await expect(coll.watch([], { resumeAfter: invalidate._id }).tryNext()).rejects.toMatchObject({ code: 260 });
    const again = await watching(coll.watch([], { startAfter: invalidate._id, maxAwaitTimeMS: 100 }));
    await coll.insertOne({ _id: 'new' as never });
    expect(shape(await nextEvent(again))).toMatchObject({ operationType: 'insert', documentKey: { _id: 'new' } });
  });

  it('renaming the watched collection gives rename then invalidate', async () => {
    const coll = t.db.collection('before-rename');
    await coll.insertOne({ _id: 1 as never });
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.rename('after-rename');
    expect(shape(await nextEvent(stream))).toEqual({
      operationType: 'rename',
      ns: { db: 'test', coll: 'before-rename' },
      to: { db: 'test', coll: 'after-rename' },
    });
    expect((await nextEvent(stream)).operationType).toBe('invalidate');
  });

  it('runs $match and $project after $changeStream', async () => {
    const coll = t.db.collection('filtered');
    const stream = await watching(
      coll.watch(
        [
          { $match: { operationType: 'insert', 'fullDocument.kind': 'keep' } },
          { $project: { 'fullDocument.name': 1, operationType: 1 } },
        ],
        { maxAwaitTimeMS: 100 },
      ),
    );
    await coll.insertMany([
      { _id: 1, kind: 'keep', name: 'one', secret: 's' },
      { _id: 2, kind: 'drop', name: 'two' },
      { _id: 3, kind: 'keep', name: 'three' },
    ] as never[]);
    await coll.deleteOne({ _id: 1 as never });
    const events = await drain(stream);
    expect(events.map(shape)).toEqual([
      { operationType: 'insert', fullDocument: { name: 'one' } },
      { operationType: 'insert', fullDocument: { name: 'three' } },
    ]);
  });

  it('refuses stages that change the resume token or are not allowed in a change stream', async () => {
    const coll = t.db.collection('refused');
    const stream = coll.watch([{ $project: { _id: 0 } }]);
    open.push(stream);
    await stream.tryNext();
    await coll.insertOne({ a: 1 });
    await expect(nextEvent(stream)).rejects.toMatchObject({ code: 280 });
    await expect(coll.watch([{ $group: { _id: null } }]).tryNext()).rejects.toMatchObject({
      code: 20,
      message: '$group is not permitted in a $changeStream pipeline',
    });
    await expect(
      t.db.command({ aggregate: 'refused', pipeline: [{ $match: {} }, { $changeStream: {} }], cursor: {} }),
    ).rejects.toMatchObject({ code: 40602 });
    await expect(t.client.db('admin').watch().tryNext()).rejects.toMatchObject({ code: 73 });
  });

  it('a waiting getMore answers as soon as a write is made, and after maxAwaitTimeMS when none is', async () => {
    const coll = t.db.collection('waiting');
    // Start from a known point, so the write counts even if it lands before the stream's aggregate.
    const mark = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    const stream = coll.watch([], { resumeAfter: mark.resumeToken, maxAwaitTimeMS: 5000 });
    open.push(stream);
    const started = Date.now();
    const next = nextEvent(stream, 10_000);
    setTimeout(() => void coll.insertOne({ _id: 'late' as never }), 300);
    expect((await next).operationType).toBe('insert');
    expect(Date.now() - started).toBeLessThan(4000);

    const quiet = await watching(coll.watch([], { maxAwaitTimeMS: 200 }));
    const before = Date.now();
    expect(await quiet.tryNext()).toBeNull();
    expect(Date.now() - before).toBeGreaterThanOrEqual(150);
  }, 20_000);

  it('every batch carries a postBatchResumeToken that moves with the cluster time', async () => {
    const coll = t.db.collection('pbrt');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    const first = stream.resumeToken;
    expect(first).toEqual({ _data: expect.any(String) });
    await t.db.collection('unrelated').insertOne({ a: 1 });
    expect(await stream.tryNext()).toBeNull();
    expect(stream.resumeToken).not.toEqual(first);
    // Resuming from that token sees what comes after it and nothing before.
    await coll.insertOne({ _id: 'after' as never });
    const resumed = coll.watch([], { resumeAfter: stream.resumeToken, maxAwaitTimeMS: 100 });
    open.push(resumed);
    const events = await drain(resumed);
    expect(events.map((e) => ('documentKey' in e ? e.documentKey._id : null))).toEqual(['after']);
  });

  it('resumes after a token, from an operation time, and refuses a token it never issued', async () => {
    const coll = t.db.collection('resume');
    const stream = await watching(coll.watch([], { maxAwaitTimeMS: 100 }));
    await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }] as never[]);
    const [e1, e2] = [await nextEvent(stream), await nextEvent(stream)];
    const afterFirst = coll.watch([], { resumeAfter: e1._id, maxAwaitTimeMS: 100 });
    open.push(afterFirst);
    expect((await drain(afterFirst)).map((e) => ('documentKey' in e ? e.documentKey._id : null))).toEqual([2, 3]);
    const fromTime = coll.watch([], {
      startAtOperationTime: (e2 as { clusterTime: Timestamp }).clusterTime,
      maxAwaitTimeMS: 100,
    });
    open.push(fromTime);
    // insertMany is one write: all three share its cluster time.
    expect((await drain(fromTime)).map((e) => ('documentKey' in e ? e.documentKey._id : null))).toEqual([1, 2, 3]);
    await expect(coll.watch([], { resumeAfter: { _data: 'nonsense' } }).tryNext()).rejects.toMatchObject({
      code: 260,
    });
  });

  it('refuses to watch a view and to open a stream inside a transaction', async () => {
    await t.db.createCollection('watched-view', { viewOn: 'people', pipeline: [] });
    await expect(t.db.collection('watched-view').watch().tryNext()).rejects.toMatchObject({ code: 166 });
    const session = t.client.startSession();
    session.startTransaction();
    await t.db.collection('txn').insertOne({ a: 1 }, { session });
    await expect(
      t.db.command({ aggregate: 'txn', pipeline: [{ $changeStream: {} }], cursor: {} }, { session }),
    ).rejects.toMatchObject({ code: 263 });
    await session.abortTransaction().catch(() => undefined);
    await session.endSession();
  });
});
