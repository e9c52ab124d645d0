// aggregate: the stages Laurel relies on, $lookup across collections and batches.
import { useServer } from './helpers';

describe('aggregate', () => {
  const t = useServer();

  beforeAll(async () => {
    await t.db.collection('orders').insertMany([
      { _id: 1, item: 'a', qty: 2, price: 10, tags: ['x', 'y'] },
      { _id: 2, item: 'b', qty: 1, price: 20, tags: ['y'] },
      { _id: 3, item: 'a', qty: 5, price: 10, tags: [] },
    ] as never[]);
    await t.db.collection('products').insertMany([
      { _id: 'a', label: 'Apple' },
      { _id: 'b', label: 'Bread' },
    ] as never[]);
  });

  it('groups, sorts and projects', async () => {
    const r = await t.db
      .collection('orders')
      .aggregate([
        { $match: { qty: { $gte: 1 } } },
        {
          $group: {
            _id: '$item',
            total: { $sum: { $multiply: ['$qty', '$price'] } },
            count: { $sum: 1 },
            avg: { $avg: '$qty' },
            firstQty: { $first: '$qty' },
          },
        },
        { $sort: { total: -1 } },
        { $project: { _id: 0, item: '$_id', total: 1, count: 1, avg: 1 } },
      ])
      .toArray();
    expect(r).toEqual([
      { total: 70, count: 2, avg: 3.5, item: 'a' },
      { total: 20, count: 1, avg: 1, item: 'b' },
    ]);
  });

  it('supports $unwind, $sortByCount, $count, $facet, $addFields, $unset, $replaceRoot, $skip and $limit', async () => {
    const orders = t.db.collection('orders');
    expect(await orders.aggregate([{ $unwind: '$tags' }, { $sortByCount: '$tags' }]).toArray()).toEqual([
      { _id: 'y', count: 2 },
      { _id: 'x', count: 1 },
    ]);
    expect(await orders.aggregate([{ $match: { item: 'a' } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
    const [facet] = await orders
      .aggregate([
        {
          $facet: {
            cheap: [{ $match: { price: 10 } }, { $count: 'n' }],
            items: [{ $group: { _id: '$item' } }, { $sort: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(facet).toEqual({ cheap: [{ n: 2 }], items: [{ _id: 'a' }, { _id: 'b' }] });
    const shaped = await orders
      .aggregate([
        { $sort: { _id: 1 } },
        { $skip: 1 },
        { $limit: 1 },
        { $addFields: { sub: { q: '$qty' } } },
        { $unset: 'tags' },
        { $replaceRoot: { newRoot: '$sub' } },
      ])
      .toArray();
    expect(shaped).toEqual([{ q: 1 }]);
  });

  it('sorts in MongoDB order and matches with the collation inside $facet and later $match stages', async () => {
    const mixed = t.db.collection('agg-mixed');
    await mixed.insertMany([{ v: 'B' }, { v: 2 }, { v: 'a' }, { v: null }]);
    const [facet] = await mixed
      .aggregate(
        [
          {
            $facet: {
              sorted: [{ $sort: { v: -1 } }, { $project: { _id: 0, v: 1 } }],
              bs: [{ $project: { v: 1 } }, { $match: { v: 'b' } }, { $count: 'n' }],
            },
          },
        ],
        {
          collation: { locale: 'en', strength: 2 },
        },
      )
      .toArray();
    expect(facet.sorted).toEqual([{ v: 'B' }, { v: 'a' }, { v: 2 }, { v: null }]);
    expect(facet.bs).toEqual([{ n: 1 }]);
  });

  it('joins with $lookup in the same database', async () => {
    const r = await t.db
      .collection('orders')
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: 'products', localField: 'item', foreignField: '_id', as: 'product' } },
        { $project: { label: { $first: '$product.label' } } },
      ])
      .toArray();
    expect(r).toEqual([{ _id: 2, label: 'Bread' }]);
  });

  it('supports the common $group accumulators and $lookup with a pipeline', async () => {
    const [g] = await t.db
      .collection('orders')
      .aggregate([
        {
          $group: {
            _id: null,
            items: { $addToSet: '$item' },
            qtys: { $push: '$qty' },
            max: { $max: '$qty' },
            min: { $min: '$qty' },
            last: { $last: '$_id' },
          },
        },
        {
          $project: { _id: 0, items: { $sortArray: { input: '$items', sortBy: 1 } }, qtys: 1, max: 1, min: 1, last: 1 },
        },
      ])
      .toArray();
    expect(g).toEqual({ items: ['a', 'b'], qtys: [2, 1, 5], max: 5, min: 1, last: 3 });
    const joined = await t.db
      .collection('products')
      .aggregate([
        {
          $lookup: {
            from: 'orders',
            let: { id: '$_id' },
            pipeline: [{ $match: { $expr: { $eq: ['$item', '$$id'] } } }, { $count: 'n' }],
            as: 'orders',
          },
        },
        { $project: { n: { $first: '$orders.n' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { _id: 'a', n: 2 },
      { _id: 'b', n: 1 },
    ]);
  });

  it('counts documents through the driver helper and batches large results', async () => {
    const big = t.db.collection('agg-big');
    await big.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    expect(await big.countDocuments({ i: { $lt: 100 } }, { skip: 10, limit: 50 })).toBe(50);
    const all = await big.aggregate([{ $sort: { i: -1 } }], { batchSize: 20 }).toArray();
    expect(all).toHaveLength(250);
    expect(all[0].i).toBe(249);
  });

  it('explains which index answers a leading $match', async () => {
    await t.db.collection('orders').createIndex({ item: 1 });
    const plan = await t.db
      .collection('orders')
      .aggregate([{ $match: { item: 'b' } }, { $count: 'n' }])
      .explain();
    expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'item_1' });
  });

  it('rejects an unknown stage', async () => {
    await expect(
      t.db
        .collection('orders')
        .aggregate([{ $nope: {} }])
        .toArray(),
    ).rejects.toMatchObject({ ok: 0 });
  });
});
