// find, getMore, killCursors: filters, projection, sort order, skip/limit, batches and index use.
import { Long, Decimal128 } from 'mongodb';
import { useServer } from './helpers';

describe('find', () => {
  const t = useServer();

  beforeAll(async () => {
    await t.db.collection('items').insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        _id: i as never,
        n: i,
        group: i % 3,
        tags: [`t${i % 5}`, 'all'],
        nested: { v: i % 10 },
      })),
    );
  });

  it('filters with operators, dotted paths and array membership', async () => {
    const items = t.db.collection('items');
    expect(await items.countDocuments({ n: { $gte: 10, $lt: 20 } })).toBe(10);
    expect(await items.countDocuments({ 'nested.v': 3 })).toBe(30);
    expect(await items.countDocuments({ tags: 't1' })).toBe(60);
    expect(await items.countDocuments({ $or: [{ n: 1 }, { n: 2 }] })).toBe(2);
    expect(await items.countDocuments({ n: { $in: [5, 6, 500] } })).toBe(2);
    expect(await items.countDocuments({ missing: { $gte: null } })).toBe(300);
  });

  it('projects, skips and limits', async () => {
    const docs = await t.db
      .collection('items')
      .find({ group: 0 }, { projection: { _id: 0, n: 1 } })
      .sort({ n: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(docs).toEqual([{ n: 291 }, { n: 288 }, { n: 285 }]);
  });

  it('a projection that leaves out a field inside an array of objects leaves the stored documents whole', async () => {
    const versions = t.db.collection('projected');
    await versions.insertOne({ _id: 'v1' as never, items: [{ id: 'a', snapshot: { name: 'Ada' } }] });
    const light = await versions.find({}, { projection: { 'items.snapshot': 0 } }).toArray();
    expect(light).toEqual([{ _id: 'v1', items: [{ id: 'a' }] }]);
    expect(await versions.findOne({ _id: 'v1' as never })).toEqual({
      _id: 'v1',
      items: [{ id: 'a', snapshot: { name: 'Ada' } }],
    });
  });

  it('leaves no cursor open when the first batch holds the whole result', async () => {
    const open = async () => (await t.client.db('admin').command({ serverStatus: 1 })).metrics.cursor.open.total;
    const before = await open();
    const cursor = t.db.collection('items').find({ group: 1 }).limit(5);
    expect(await cursor.toArray()).toHaveLength(5);
    expect(cursor.id?.toString()).toBe('0');
    expect(await open()).toBe(before);
  });

  it('reads a result across getMore batches', async () => {
    const cursor = t.db.collection('items').find({}, { batchSize: 7 }).sort({ n: 1 });
    const seen: number[] = [];
    for await (const d of cursor) seen.push(d.n);
    expect(seen).toHaveLength(300);
    expect(seen[299]).toBe(299);
  });

  it('keeps an index-ordered cursor right while documents change between batches', async () => {
    const c = t.db.collection('walk');
    await c.createIndex({ k: 1 });
    await c.insertMany(Array.from({ length: 100 }, (_, i) => ({ _id: i as never, k: i })));
    const cursor = c.find({}, { batchSize: 10 }).sort({ k: 1 });
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) seen.push((await cursor.next())!.k);
    await c.deleteMany({ k: { $lt: 5 } }); // already read
    await c.deleteOne({ k: 50 }); // not read yet
    await c.insertOne({ _id: 1000 as never, k: 75.5 });
    for await (const d of cursor) seen.push(d.k);
    const expected = [...Array.from({ length: 100 }, (_, i) => i).filter((k) => k !== 50), 75.5].sort((a, b) => a - b);
    expect(seen).toEqual(expected);
  });

  it('kills a cursor and then reports cursor not found (43)', async () => {
    const cursor = t.db.collection('items').find({}, { batchSize: 2 });
    await cursor.next();
    const id = cursor.id!;
    await cursor.close();
    const err = await t.db.command({ getMore: id, collection: 'items' }).catch((e) => e);
    expect(err).toMatchObject({ code: 43 });
  });

  it('sorts mixed types in MongoDB order and arrays by their smallest/largest element', async () => {
    const mixed = t.db.collection('mixed');
    await mixed.insertMany([
      { _id: 1, v: 'b' },
      { _id: 2, v: 10 },
      { _id: 3 },
      { _id: 4, v: null },
      { _id: 5, v: { a: 1 } },
      { _id: 6, v: true },
      { _id: 7, v: new Date(0) },
      { _id: 8, v: [3, 30] },
    ] as never[]);
    const asc = (await mixed.find().sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id);
    expect(asc).toEqual([3, 4, 8, 2, 1, 5, 6, 7]);
    const desc = (await mixed.find().sort({ v: -1, _id: 1 }).toArray()).map((d) => d._id);
    expect(desc).toEqual([7, 6, 5, 1, 8, 2, 3, 4]);
  });

  it('compares Long and Decimal128 values as numbers', async () => {
    const nums = t.db.collection('nums');
    await nums.insertMany([
      { v: Long.fromNumber(5) },
      { v: Decimal128.fromString('7.5') },
      { v: 6 },
      { v: Decimal128.fromString('10') },
    ]);
    expect(await nums.countDocuments({ v: { $gt: 6 } })).toBe(2);
    expect(await nums.countDocuments({ v: Decimal128.fromString('6') })).toBe(1);
    const sorted = await nums.find().sort({ v: -1 }).toArray();
    expect(sorted.map((d) => Number(d.v.toString()))).toEqual([10, 7.5, 6, 5]);
  });

  it('matches strings case-insensitively with a strength-2 collation', async () => {
    const names = t.db.collection('names');
    await names.insertMany([{ name: 'Ada' }, { name: 'ada' }, { name: 'Bob' }]);
    expect(await names.countDocuments({ name: 'ADA' }, { collation: { locale: 'en', strength: 2 } })).toBe(2);
    expect(await names.countDocuments({ name: 'ADA' })).toBe(0);
    await names.insertOne({ name: 'Zoë' });
    expect(await names.countDocuments({ name: 'zoe' }, { collation: { locale: 'en', strength: 1 } })).toBe(1);
    expect(await names.countDocuments({ name: 'zoe' }, { collation: { locale: 'en', strength: 2 } })).toBe(0);
    expect(
      await names.countDocuments({ name: { $in: ['ZOË', 'bob'] } }, { collation: { locale: 'en', strength: 2 } }),
    ).toBe(2);
    expect(await names.countDocuments({ name: { $eq: 'ADA' } }, { collation: { locale: 'en', strength: 2 } })).toBe(2);
    expect(await names.countDocuments({ name: { $ne: 'ADA' } }, { collation: { locale: 'en', strength: 2 } })).toBe(2);
  });

  it('answers equality, range and prefix sorts from an index without a full scan', async () => {
    const items = t.db.collection('items');
    await items.createIndex({ group: 1, n: -1 });
    await items.createIndex({ n: 1 });
    const eq = await items.find({ n: 42 }).explain('executionStats');
    expect(eq.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN' });
    expect(eq.executionStats.totalDocsExamined).toBe(1);
    const range = await items.find({ n: { $gt: 290 } }).explain('executionStats');
    expect(range.executionStats.totalDocsExamined).toBe(9);
    const sorted = await items.find({}).sort({ group: -1, n: 1 }).explain('executionStats');
    expect(sorted.queryPlanner.winningPlan).toMatchObject({
      stage: 'FETCH',
      inputStage: { stage: 'IXSCAN', indexName: 'group_1_n_-1' },
    });
    const top = await items.find({}).sort({ group: -1, n: 1 }).limit(2).toArray();
    expect(top.map((d) => d.n)).toEqual([2, 5]);
    const full = await items.find({ 'nested.v': 1 }).explain('executionStats');
    expect(full.queryPlanner.winningPlan.inputStage.stage).toBe('COLLSCAN');
  });
});
