// Views: createCollection with viewOn and pipeline, read through find/aggregate/count/distinct/$lookup,
// listed as type 'view', writes refused with MongoDB's error, drop, views on views, durability.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { useServer } from './helpers';

describe('views', () => {
  const t = useServer('viewsdb');

  beforeAll(async () => {
    await t.db.collection('people').insertMany([
      { _id: 1, name: 'Ada', active: true, team: 'a', score: 30 },
      { _id: 2, name: 'Bob', active: false, team: 'b', score: 10 },
      { _id: 3, name: 'Cy', active: true, team: 'b', score: 20 },
      { _id: 4, name: 'Di', active: true, team: 'a', score: 40 },
    ] as never[]);
    await t.db.createCollection('active', {
      viewOn: 'people',
      pipeline: [{ $match: { active: true } }, { $project: { name: 1, team: 1, score: 1 } }],
    });
  });

  it('reads through find with filter, sort, skip, limit and projection', async () => {
    const view = t.db.collection('active');
    expect(await view.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, name: 'Ada', team: 'a', score: 30 },
      { _id: 3, name: 'Cy', team: 'b', score: 20 },
      { _id: 4, name: 'Di', team: 'a', score: 40 },
    ]);
    const page = await view
      .find({ team: 'a' }, { projection: { _id: 0, name: 1 } })
      .sort({ score: -1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(page).toEqual([{ name: 'Ada' }]);
    expect(await view.findOne({ name: 'Bob' })).toBeNull();
  });

  it('reads through aggregate, countDocuments, estimatedDocumentCount and distinct', async () => {
    const view = t.db.collection('active');
    expect(
      await view.aggregate([{ $group: { _id: '$team', total: { $sum: '$score' } } }, { $sort: { _id: 1 } }]).toArray(),
    ).toEqual([
      { _id: 'a', total: 70 },
      { _id: 'b', total: 20 },
    ]);
    expect(await view.countDocuments()).toBe(3);
    expect(await view.countDocuments({ team: 'b' })).toBe(1);
    expect(await view.estimatedDocumentCount()).toBe(3);
    expect((await view.distinct('team')).sort()).toEqual(['a', 'b']);
  });

  it('follows changes to its source at once', async () => {
    await t.db.collection('people').insertOne({ _id: 5 as never, name: 'Eve', active: true, team: 'c', score: 5 });
    expect(await t.db.collection('active').countDocuments()).toBe(4);
    await t.db.collection('people').deleteOne({ _id: 5 as never });
    expect(await t.db.collection('active').countDocuments()).toBe(3);
  });

  it('is listed by listCollections as a view with its definition', async () => {
    const infos = await t.db.listCollections({ name: 'active' }).toArray();
    expect(infos).toEqual([
      {
        name: 'active',
        type: 'view',
        options: {
          viewOn: 'people',
          pipeline: [{ $match: { active: true } }, { $project: { name: 1, team: 1, score: 1 } }],
        },
        info: { readOnly: true },
      },
    ]);
    const names = (await t.db.listCollections({ type: 'view' }, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('active');
    expect(names).not.toContain('people');
  });

  it('refuses writes and index commands with CommandNotSupportedOnView (166)', async () => {
    const view = t.db.collection('active');
    const refused = { code: 166, message: 'Namespace viewsdb.active is a view, not a collection' };
    await expect(view.insertOne({ name: 'X' })).rejects.toMatchObject(refused);
    await expect(view.updateOne({ _id: 1 as never }, { $set: { name: 'Y' } })).rejects.toMatchObject(refused);
    await expect(view.deleteMany({})).rejects.toMatchObject(refused);
    await expect(view.findOneAndUpdate({}, { $set: { a: 1 } })).rejects.toMatchObject(refused);
    await expect(view.createIndex({ name: 1 })).rejects.toMatchObject(refused);
    await expect(view.rename('elsewhere')).rejects.toMatchObject(refused);
    expect(await t.db.collection('people').countDocuments()).toBe(4);
  });

  it('builds views on views, reads views in $lookup, and refuses a cycle', async () => {
    await t.db.createCollection('active-a', { viewOn: 'active', pipeline: [{ $match: { team: 'a' } }] });
    expect((await t.db.collection('active-a').find().sort({ _id: 1 }).toArray()).map((d) => d.name)).toEqual([
      'Ada',
      'Di',
    ]);
    await t.db.collection('teams').insertMany([{ _id: 'a' }, { _id: 'b' }] as never[]);
    const joined = await t.db
      .collection('teams')
      .aggregate([
        { $lookup: { from: 'active-a', localField: '_id', foreignField: 'team', as: 'members' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(joined.map((d) => d.members.length)).toEqual([2, 0]);

    await t.db.createCollection('loop-b', { viewOn: 'loop-a', pipeline: [] });
    await expect(t.db.createCollection('loop-a', { viewOn: 'loop-b', pipeline: [] })).rejects.toMatchObject({
      code: 93,
    });
  });

  it('refuses a bad definition: $out, unknown options, a name in use', async () => {
    await expect(t.db.createCollection('bad', { viewOn: 'people', pipeline: [{ $out: 'x' }] })).rejects.toMatchObject({
      code: 167,
    });
    await expect(
      t.db.createCollection('bad', { viewOn: 'people', capped: true, size: 10 } as never),
    ).rejects.toMatchObject({
      code: 72,
    });
    await expect(t.db.createCollection('active', { viewOn: 'people' })).rejects.toMatchObject({ code: 48 });
    await expect(t.db.command({ create: 'bad', pipeline: [] })).rejects.toMatchObject({ code: 2 });
  });

  it('drops a view without touching its source', async () => {
    await t.db.createCollection('short-lived', { viewOn: 'people', pipeline: [] });
    expect(await t.db.collection('short-lived').drop()).toBe(true);
    expect(await t.db.listCollections({ name: 'short-lived' }).toArray()).toEqual([]);
    expect(await t.db.collection('people').countDocuments()).toBe(4);
    // The name can now hold a collection.
    await t.db.collection('short-lived').insertOne({ a: 1 });
    expect(await t.db.collection('short-lived').countDocuments()).toBe(1);
  });

  it('survives a restart of a durable server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-views-'));
    try {
      let server = await startEmbeddedMongo({ port: 0, dbPath: dir });
      let client = new MongoClient(server.uri);
      await client
        .db('d')
        .collection('src')
        .insertMany([{ v: 1 }, { v: 2 }]);
      await client.db('d').createCollection('big', { viewOn: 'src', pipeline: [{ $match: { v: { $gt: 1 } } }] });
      await client.close();
      await server.close();
      server = await startEmbeddedMongo({ port: 0, dbPath: dir });
      client = new MongoClient(server.uri);
      expect(
        await client
          .db('d')
          .collection('big')
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ).toEqual([{ v: 2 }]);
      await client.close();
      await server.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
