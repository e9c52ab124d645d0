// Durability with dbPath: restart, torn journal tail, compaction, lock file.
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { Engine } from '../src/storage/engine';
import { openDurableStore } from '../src/storage/durable-store';

async function withServer<T>(dbPath: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await startEmbeddedMongo({ port: 0, dbPath });
  const client = new MongoClient(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.close();
  }
}

describe('durability', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-dur-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps documents, updates, deletes, indexes and collections across a restart', async () => {
    await withServer(dir, async (client) => {
      const db = client.db('app');
      await db.collection('users').createIndex({ email: 1 }, { unique: true });
      await db.collection('users').insertMany([{ email: 'a@x' }, { email: 'b@x' }, { email: 'c@x' }]);
      await db.collection('users').updateOne({ email: 'a@x' }, { $set: { role: 'admin' } });
      await db.collection('users').deleteOne({ email: 'c@x' });
      await db.collection('temp').insertOne({ t: 1 });
      await db.collection('temp').drop();
      await db.collection('old').insertOne({ o: 1 });
      await db.renameCollection('old', 'renamed');
    });
    await withServer(dir, async (client) => {
      const db = client.db('app');
      const users = await db
        .collection('users')
        .find({}, { projection: { _id: 0 } })
        .sort({ email: 1 })
        .toArray();
      expect(users).toEqual([{ email: 'a@x', role: 'admin' }, { email: 'b@x' }]);
      const names = (await db.listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(['renamed', 'users']);
      await expect(db.collection('users').insertOne({ email: 'b@x' })).rejects.toMatchObject({ code: 11000 });
    });
  });

  it('keeps a committed transaction and drops an uncommitted one across a restart', async () => {
    await withServer(dir, async (client) => {
      const c = client.db('app').collection('t');
      await client.withSession((s) =>
        s.withTransaction(async () => {
          await c.insertOne({ _id: 'committed' as never }, { session: s });
          await c.insertOne({ _id: 'also' as never }, { session: s });
        }),
      );
      const open = client.startSession();
      open.startTransaction();
      await c.insertOne({ _id: 'pending' as never }, { session: open });
    });
    await withServer(dir, async (client) => {
      const ids = (await client.db('app').collection('t').find().toArray()).map((d) => d._id).sort();
      expect(ids).toEqual(['also', 'committed']);
    });
  });

  it('ignores a torn record at the end of the journal', async () => {
    await withServer(dir, (client) =>
      client
        .db('app')
        .collection('c')
        .insertMany([{ n: 1 }, { n: 2 }]),
    );
    const journal = readdirSync(dir).find((f) => f.startsWith('journal-'))!;
    const size = statSync(join(dir, journal)).size;
    // Half a record: a length header promising more bytes than follow.
    appendFileSync(join(dir, journal), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));
    await withServer(dir, async (client) => {
      expect(await client.db('app').collection('c').countDocuments()).toBe(2);
      await client.db('app').collection('c').insertOne({ n: 3 });
    });
    expect(statSync(join(dir, journal)).size).toBeGreaterThan(size);
    await withServer(dir, async (client) => expect(await client.db('app').collection('c').countDocuments()).toBe(3));
  });

  it('compacts the journal into a snapshot and recovers from both', async () => {
    const engine = new Engine();
    const store = await openDurableStore(dir, engine, { compactBytes: 4000 });
    for (let i = 0; i < 100; i++) {
      const doc = { _id: i, text: 'y'.repeat(100) };
      engine.apply({ op: 'put', db: 'd', c: 'c', doc });
      await store.commit([{ op: 'put', db: 'd', c: 'c', doc }]);
    }
    engine.apply({ op: 'del', db: 'd', c: 'c', id: 5 });
    await store.commit([{ op: 'del', db: 'd', c: 'c', id: 5 }]);
    await store.close();
    const files = readdirSync(dir);
    expect(files).toContain('snapshot.bson');
    expect(files.filter((f) => f.startsWith('journal-'))).toHaveLength(1);
    const reloaded = new Engine();
    const again = await openDurableStore(dir, reloaded);
    expect(reloaded.collection('d', 'c')!.docs.size).toBe(99);
    expect(reloaded.collection('d', 'c')!.get(5)).toBeUndefined();
    await again.close();
  });

  it('refuses a data directory that another server holds', async () => {
    const server = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await expect(startEmbeddedMongo({ port: 0, dbPath: dir })).rejects.toThrow(/in use/);
    await server.close();
    const next = await startEmbeddedMongo({ port: 0, dbPath: dir });
    await next.close();
  });
});
