// create, drop, listCollections, listDatabases, dropDatabase, renameCollection, serverStatus
import { useServer } from './helpers';

describe('database and collection commands', () => {
  const t = useServer('admin-test');

  it('creates, lists and drops collections', async () => {
    await t.db.createCollection('one');
    await expect(t.db.createCollection('one')).rejects.toMatchObject({ code: 48 });
    await t.db.collection('two').insertOne({ x: 1 });
    const names = (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['one', 'two']);
    expect((await t.db.listCollections({ name: 'two' }).toArray()).map((c) => c.name)).toEqual(['two']);
    expect(await t.db.collection('one').drop()).toBe(true);
    expect((await t.db.listCollections().toArray()).map((c) => c.name)).toEqual(['two']);
  });

  it('renames a collection with its documents and indexes', async () => {
    await t.db.collection('from').createIndex({ k: 1 }, { unique: true });
    await t.db.collection('from').insertOne({ k: 1 });
    await t.db.renameCollection('from', 'to');
    expect(await t.db.collection('to').countDocuments()).toBe(1);
    expect((await t.db.collection('to').listIndexes().toArray()).map((i) => i.name)).toContain('k_1');
    await expect(t.db.collection('to').insertOne({ k: 1 })).rejects.toMatchObject({ code: 11000 });
    await expect(t.db.renameCollection('nothing', 'x')).rejects.toMatchObject({ code: 26 });
  });

  it('lists and drops databases', async () => {
    await t.client.db('other-db').collection('c').insertOne({ a: 1 });
    const { databases } = await t.client.db('admin').admin().listDatabases();
    expect(databases.map((d) => d.name)).toEqual(expect.arrayContaining(['admin-test', 'other-db']));
    await t.client.db('other-db').dropDatabase();
    const after = await t.client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain('other-db');
  });

  it('hashes each collection in _id order (dbHash): a write changes its hash, a read or an undone write does not', async () => {
    const hash = async (collections?: string[]) =>
      (await t.db.command({ dbHash: 1, ...(collections ? { collections } : {}) })) as {
        collections: Record<string, string>;
        md5: string;
      };
    await t.db.collection('h1').insertMany([{ _id: 2, a: 'x' } as never, { _id: 1, a: 'y' } as never]);
    await t.db.collection('h2').insertOne({ b: 1 });
    await t.db.createCollection('hv', { viewOn: 'h1', pipeline: [] });
    const before = await hash();
    expect(Object.keys(before.collections).sort()).toEqual(expect.arrayContaining(['h1', 'h2']));
    expect(before.collections.hv).toBeUndefined();
    await t.db.collection('h1').find({}).toArray();
    expect(await hash()).toEqual(before);
    await t.db.collection('h1').updateOne({ _id: 1 as never }, { $set: { a: 'z' } });
    const after = await hash();
    expect(after.collections.h1).not.toBe(before.collections.h1);
    expect(after.collections.h2).toBe(before.collections.h2);
    expect(after.md5).not.toBe(before.md5);
    await t.db.collection('h1').updateOne({ _id: 1 as never }, { $set: { a: 'y' } });
    expect(await hash()).toEqual(before);
    expect(Object.keys((await hash(['h2'])).collections)).toEqual(['h2']);
    await expect(t.db.command({ dbHash: 1, collections: 'h1' })).rejects.toMatchObject({ code: 14 });
  });

  it('reports serverStatus', async () => {
    const status = await t.client.db('admin').command({ serverStatus: 1 });
    expect(status).toMatchObject({ ok: 1, process: 'embedded-mongo' });
    expect(status.connections.current).toBeGreaterThan(0);
  });

  it('rejects an invalid collection name', async () => {
    await expect(t.db.createCollection('bad$name')).rejects.toMatchObject({ code: 73 });
  });
});
