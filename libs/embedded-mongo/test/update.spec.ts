// update: operators, upsert, multi, arrayFilters, pipeline updates, $setOnInsert and error codes.
import { Long, Decimal128 } from 'mongodb';
import { useServer } from './helpers';

describe('update', () => {
  const t = useServer();
  const coll = () => t.db.collection('docs');

  beforeEach(async () => {
    await coll().deleteMany({});
    await coll().insertMany([
      { _id: 1, name: 'a', n: 1, tags: ['x'], grades: [{ g: 80 }, { g: 95 }] },
      { _id: 2, name: 'b', n: 2, tags: [], grades: [] },
      { _id: 3, name: 'c', n: 3, tags: ['y'], grades: [{ g: 99 }] },
    ] as never[]);
  });

  it('applies common operators to one or many documents', async () => {
    const one = await coll().updateOne(
      { _id: 1 as never },
      { $set: { 'meta.seen': true }, $inc: { n: 10 }, $push: { tags: 'z' } as never, $unset: { name: '' } },
    );
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll().findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      n: 11,
      tags: ['x', 'z'],
      grades: [{ g: 80 }, { g: 95 }],
      meta: { seen: true },
    });
    const many = await coll().updateMany({ n: { $lte: 3 } }, { $addToSet: { tags: 'y' }, $max: { n: 3 } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
    expect((await coll().find().sort({ _id: 1 }).toArray()).map((d) => d.tags)).toEqual([['x', 'z'], ['y'], ['y']]);
  });

  it('reports no modification when nothing changes', async () => {
    expect(await coll().updateOne({ _id: 2 as never }, { $set: { n: 2 } })).toMatchObject({
      matchedCount: 1,
      modifiedCount: 0,
    });
  });

  it('upserts with $setOnInsert only on insert, seeding from the query', async () => {
    const first = await coll().updateOne(
      { name: 'new' },
      { $set: { n: 7 }, $setOnInsert: { created: 1 } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(await coll().findOne({ _id: first.upsertedId! }, { projection: { _id: 0 } })).toEqual({
      name: 'new',
      n: 7,
      created: 1,
    });
    await coll().updateOne({ name: 'new' }, { $set: { n: 8 }, $setOnInsert: { created: 2 } }, { upsert: true });
    expect(await coll().findOne({ name: 'new' }, { projection: { _id: 0 } })).toEqual({
      name: 'new',
      n: 8,
      created: 1,
    });
    const seeded = await coll().updateOne({ _id: 50 as never }, { $inc: { n: 1 } }, { upsert: true });
    expect(seeded.upsertedId).toBe(50);
  });

  it('replaces a document keeping its _id', async () => {
    await coll().replaceOne({ _id: 2 as never }, { name: 'B' });
    expect(await coll().findOne({ _id: 2 as never })).toEqual({ _id: 2, name: 'B' });
  });

  it('updates array elements with arrayFilters and the positional operator', async () => {
    await coll().updateOne(
      { _id: 1 as never },
      { $set: { 'grades.$[hi].top': true } },
      { arrayFilters: [{ 'hi.g': { $gte: 90 } }] },
    );
    await coll().updateOne({ _id: 3 as never, 'grades.g': 99 }, { $inc: { 'grades.$.g': 1 } });
    expect((await coll().findOne({ _id: 1 as never }))!.grades).toEqual([{ g: 80 }, { g: 95, top: true }]);
    expect((await coll().findOne({ _id: 3 as never }))!.grades).toEqual([{ g: 100 }]);
  });

  it('runs pipeline updates', async () => {
    await coll().updateMany({}, [{ $set: { double: { $multiply: ['$n', 2] } } }, { $unset: 'grades' }]);
    const docs = await coll()
      .find({}, { projection: { _id: 1, double: 1, grades: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(docs).toEqual([
      { _id: 1, double: 2 },
      { _id: 2, double: 4 },
      { _id: 3, double: 6 },
    ]);
  });

  it('runs pipeline updates whose $replaceRoot/$replaceWith keep the same _id (or leave it out)', async () => {
    await coll().updateOne({ _id: 1 as never }, [
      { $replaceWith: { $mergeObjects: ['$$ROOT', { name: 'merged', extra: true }] } },
    ]);
    await coll().updateOne({ _id: 2 as never }, [{ $replaceRoot: { newRoot: { _id: '$_id', only: '$name' } } }]);
    await coll().updateMany({ _id: 3 as never }, [
      { $set: { sub: { copied: '$name', n: '$n' } } },
      { $replaceRoot: { newRoot: '$sub' } },
    ]);
    const r = await coll().updateOne({ _id: 'new' as never }, [{ $replaceWith: { made: 'by upsert' } }], {
      upsert: true,
    });
    expect(r.upsertedId).toBe('new');
    expect(await coll().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, name: 'merged', n: 1, tags: ['x'], grades: [{ g: 80 }, { g: 95 }], extra: true },
      { _id: 2, only: 'b' },
      { _id: 3, copied: 'c', n: 3 },
      { _id: 'new', made: 'by upsert' },
    ]);
    await expect(
      coll().updateOne({ _id: 1 as never }, [{ $replaceWith: { _id: 99, name: 'moved' } }]),
    ).rejects.toMatchObject({ code: 66 });
    await expect(coll().updateOne({ _id: 1 as never }, [{ $set: { _id: 'other' } }])).rejects.toMatchObject({
      code: 66,
    });
    expect(await coll().countDocuments({ _id: 1 as never, name: 'merged' })).toBe(1);
  });

  it('keeps Long and Decimal128 types when incrementing', async () => {
    await coll().insertOne({
      _id: 9 as never,
      l: Long.fromString('9007199254740993'),
      d: Decimal128.fromString('1.5'),
    });
    await coll().updateOne({ _id: 9 as never }, { $inc: { l: 1, d: 1 } });
    const doc = await coll().findOne({ _id: 9 as never });
    expect(doc!.d).toBeInstanceOf(Decimal128);
    expect(doc!.d.toString()).toBe('2.5');
  });

  it('rejects $inc on a non-number with 14 and changes nothing', async () => {
    const err = await coll()
      .updateOne({ _id: 1 as never }, { $inc: { name: 1 } })
      .catch((e) => e);
    expect(err).toMatchObject({ code: 14 });
    expect((await coll().findOne({ _id: 1 as never }))!.name).toBe('a');
    await expect(coll().updateOne({ _id: 1 as never }, { $inc: { n: 'x' as never } })).rejects.toMatchObject({
      code: 14,
    });
  });

  it('pushes with $each, $position, $sort and $slice, and adds to sets without duplicates', async () => {
    await coll().updateOne(
      { _id: 2 as never },
      { $push: { tags: { $each: ['c', 'a', 'b'], $sort: 1, $slice: 2 } } as never },
    );
    expect((await coll().findOne({ _id: 2 as never }))!.tags).toEqual(['a', 'b']);
    await coll().updateOne(
      { _id: 2 as never },
      { $push: { tags: { $each: ['z'], $position: 0 } } as never, $addToSet: { more: { $each: [1, 1, 2] } } as never },
    );
    const doc = await coll().findOne({ _id: 2 as never });
    expect(doc!.tags).toEqual(['z', 'a', 'b']);
    expect(doc!.more).toEqual([1, 2]);
    await coll().updateOne(
      { _id: 3 as never },
      { $push: { grades: { $each: [{ g: 50 }], $sort: { g: -1 } } } as never },
    );
    expect((await coll().findOne({ _id: 3 as never }))!.grades).toEqual([{ g: 99 }, { g: 50 }]);
  });

  it('refuses array operators on non-arrays (2) and fields under scalars (28)', async () => {
    await expect(coll().updateOne({ _id: 1 as never }, { $push: { name: 'x' } as never })).rejects.toMatchObject({
      code: 2,
    });
    await expect(coll().updateOne({ _id: 1 as never }, { $pop: { n: 1 } as never })).rejects.toMatchObject({ code: 2 });
    await expect(coll().updateOne({ _id: 1 as never }, { $set: { 'name.first': 'x' } })).rejects.toMatchObject({
      code: 28,
    });
    expect(await coll().findOne({ _id: 1 as never })).toMatchObject({ name: 'a', n: 1 });
  });

  it('rejects changing _id with 66', async () => {
    await expect(coll().updateOne({ _id: 1 as never }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
    await expect(coll().replaceOne({ _id: 1 as never }, { _id: 5 as never, x: 1 })).rejects.toMatchObject({ code: 66 });
  });

  it('rejects conflicting update paths with 40', async () => {
    await expect(coll().updateOne({ _id: 1 as never }, { $set: { a: 1 }, $inc: { 'a.b': 1 } })).rejects.toMatchObject({
      code: 40,
    });
    await expect(coll().updateOne({ _id: 1 as never }, { $set: { n: 1 }, $inc: { n: 1 } })).rejects.toMatchObject({
      code: 40,
    });
  });

  it('rejects an unknown operator and a duplicate unique key', async () => {
    await expect(coll().updateOne({ _id: 1 as never }, { $bogus: { a: 1 } } as never)).rejects.toMatchObject({
      code: 9,
    });
    await coll().createIndex({ name: 1 }, { unique: true });
    const err = await coll()
      .updateOne({ _id: 2 as never }, { $set: { name: 'a' } })
      .catch((e) => e);
    expect(err).toMatchObject({ code: 11000, keyValue: { name: 'a' } });
    await coll().dropIndex('name_1');
  });
});
