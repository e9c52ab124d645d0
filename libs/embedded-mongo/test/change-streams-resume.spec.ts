// Resuming change streams: after a client disconnect, across a server restart (the driver resumes by
// itself; tokens stored before the restart still work), and where the history ends (compaction,
// memory-only restart, a stream left far behind): ChangeStreamHistoryLost (286).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type ChangeStream, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { drain, nextEvent } from './stream-helpers';

jest.setTimeout(60_000);

const keyOf = (e: Document): unknown => e.documentKey?._id;

describe('resuming change streams', () => {
  let dir: string;
  const clients: MongoClient[] = [];
  const streams: ChangeStream[] = [];
  const servers: EmbeddedMongo[] = [];
  const client = (uri: string): MongoClient => {
    const c = new MongoClient(uri, { serverSelectionTimeoutMS: 15_000 });
    clients.push(c);
    return c;
  };
  const start = async (options: { port?: number; dbPath?: string } = {}): Promise<EmbeddedMongo> => {
    const s = await startEmbeddedMongo({ port: 0, dbPath: dir, ...options });
    servers.push(s);
    return s;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-resume-'));
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close().catch(() => undefined)));
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new client resumes after the last event it read and gets what it missed while away', async () => {
    const server = await start();
    const reader = client(server.uri);
    const stream = reader.db('app').collection('notes').watch([], { maxAwaitTimeMS: 100 });
    await stream.tryNext();
    const writer = client(server.uri).db('app').collection('notes');
    await writer.insertOne({ _id: 1 as never });
    const seen = await nextEvent(stream);
    await reader.close();
    await writer.insertMany([{ _id: 2 }, { _id: 3 }] as never[]);
    await writer.deleteOne({ _id: 1 as never });
    const back = client(server.uri)
      .db('app')
      .collection('notes')
      .watch([], { resumeAfter: seen._id, maxAwaitTimeMS: 100 });
    streams.push(back);
    expect((await drain(back)).map((e) => [e.operationType, keyOf(e)])).toEqual([
      ['insert', 2],
      ['insert', 3],
      ['delete', 1],
    ]);
  });

  it('the driver resumes an open stream across a server restart, without repeats', async () => {
    const first = await start();
    const port = first.port;
    const watcher = client(first.uri).db('app').collection('log').watch([], { maxAwaitTimeMS: 200 });
    streams.push(watcher);
    await watcher.tryNext();
    const writer = client(first.uri);
    await writer
      .db('app')
      .collection('log')
      .insertOne({ _id: 'before' as never });
    expect(keyOf(await nextEvent(watcher))).toBe('before');
    await writer
      .db('app')
      .collection('log')
      .insertOne({ _id: 'unread' as never });
    await first.close();
    const second = await start({ port });
    // A fresh writer: a standalone server gets no retryable writes, so the old pool's first write could fail.
    await client(second.uri)
      .db('app')
      .collection('log')
      .insertOne({ _id: 'after' as never });
    expect(keyOf(await nextEvent(watcher, 20_000))).toBe('unread');
    expect(keyOf(await nextEvent(watcher, 20_000))).toBe('after');
  });

  it('a token stored before a restart resumes from the journal; one older than a snapshot is refused', async () => {
    let server = await start();
    let c = client(server.uri);
    const stream = c.db('app').collection('kept').watch([], { maxAwaitTimeMS: 100 });
    await stream.tryNext();
    await c
      .db('app')
      .collection('kept')
      .insertOne({ _id: 1 as never });
    const token = (await nextEvent(stream))._id;
    await c
      .db('app')
      .collection('kept')
      .updateOne({ _id: 1 as never }, { $set: { v: 2 } });
    await c
      .db('app')
      .collection('kept')
      .insertOne({ _id: 2 as never });
    await stream.close();
    await c.close();
    await server.close();

    server = await start();
    c = client(server.uri);
    const resumed = c.db('app').collection('kept').watch([], { resumeAfter: token, maxAwaitTimeMS: 100 });
    streams.push(resumed);
    const events = await drain(resumed);
    expect(events.map((e) => [e.operationType, keyOf(e)])).toEqual([
      ['update', 1],
      ['insert', 2],
    ]);
    expect(events[0]).toMatchObject({ updateDescription: { updatedFields: { v: 2 } } });
    await c.close();
    await server.close();

    // Opening with a tiny compaction threshold folds the journal into a snapshot: its history is gone.
    process.env.EMBEDDED_MONGO_COMPACT_BYTES = '1';
    try {
      await (await start()).close();
    } finally {
      delete process.env.EMBEDDED_MONGO_COMPACT_BYTES;
    }
    server = await start();
    c = client(server.uri);
    const lost = c.db('app').collection('kept').watch([], { resumeAfter: token });
    streams.push(lost);
    await expect(lost.tryNext()).rejects.toMatchObject({ code: 286 });
    expect(await c.db('app').collection('kept').countDocuments()).toBe(2);
  });

  it("a transaction's events come back after a restart in their order, with lsid and txnNumber", async () => {
    let server = await start();
    let c = client(server.uri);
    const coll = c.db('app').collection('txn');
    const stream = coll.watch([], { maxAwaitTimeMS: 100 });
    await stream.tryNext();
    const token = stream.resumeToken;
    await c.withSession((s) =>
      s.withTransaction(async () => {
        await coll.insertOne({ _id: 'x' as never }, { session: s });
        await coll.insertOne({ _id: 'y' as never }, { session: s });
        await coll.deleteOne({ _id: 'x' as never }, { session: s });
      }),
    );
    await stream.close();
    await c.close();
    await server.close();
    server = await start();
    c = client(server.uri);
    const resumed = c.db('app').collection('txn').watch([], { resumeAfter: token, maxAwaitTimeMS: 100 });
    streams.push(resumed);
    const events = await drain(resumed);
    expect(events.map((e) => [e.operationType, keyOf(e)])).toEqual([
      ['insert', 'x'],
      ['insert', 'y'],
      ['delete', 'x'],
    ]);
    expect(events.every((e) => (e as Document).lsid && (e as Document).txnNumber !== undefined)).toBe(true);
    expect(await c.db('app').collection('txn').find().toArray()).toEqual([{ _id: 'y' }]);
  });

  it('a memory-only server has no history from before it started', async () => {
    const first = await startEmbeddedMongo({ port: 0 });
    servers.push(first);
    const c = client(first.uri);
    const stream = c.db('app').collection('m').watch([], { maxAwaitTimeMS: 100 });
    await stream.tryNext();
    await c.db('app').collection('m').insertOne({ a: 1 });
    const token = (await nextEvent(stream))._id;
    await stream.close();
    const second = await startEmbeddedMongo({ port: 0 });
    servers.push(second);
    const other = client(second.uri).db('app').collection('m').watch([], { resumeAfter: token });
    streams.push(other);
    await expect(other.tryNext()).rejects.toMatchObject({ code: 286 });
  });

  it('a stream left behind the kept history fails with ChangeStreamHistoryLost', async () => {
    process.env.EMBEDDED_MONGO_OPLOG_ENTRIES = '50';
    let server: EmbeddedMongo;
    try {
      server = await startEmbeddedMongo({ port: 0 });
    } finally {
      delete process.env.EMBEDDED_MONGO_OPLOG_ENTRIES;
    }
    servers.push(server);
    const c = client(server.uri);
    const coll = c.db('app').collection('busy');
    const stream = coll.watch([], { batchSize: 1, maxAwaitTimeMS: 100 });
    streams.push(stream);
    await stream.tryNext();
    for (let i = 0; i < 100; i++) await coll.insertOne({ i });
    await expect(drain(stream)).rejects.toMatchObject({ code: 286 });
  });
});
