// insert: ids, unique indexes, duplicate key errors, ordered and unordered batches.
import { ObjectId, MongoBulkWriteError, MongoServerError } from 'mongodb';
import { useServer } from './helpers';

describe('insert', () => {
  const t = useServer();

  it('assigns an ObjectId when _id is missing and stores the document', async () => {
    const coll = t.db.collection('people');
    const { insertedId } = await coll.insertOne({ name: 'Ada' });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: 'Ada' });
  });

  it('rejects a duplicate _id with 11000, keyPattern and keyValue', async () => {
    const coll = t.db.collection('dup-id');
    await coll.insertOne({ _id: 'x' } as never);
    const err = await coll.insertOne({ _id: 'x' } as never).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 11000, keyPattern: { _id: 1 }, keyValue: { _id: 'x' } });
  });

  it('enforces a compound unique index', async () => {
    const coll = t.db.collection('slugs');
    await coll.createIndex({ site: 1, slug: 1 }, { unique: true });
    await coll.insertMany([
      { site: 1, slug: 'a' },
      { site: 2, slug: 'a' },
    ]);
    const err = await coll.insertOne({ site: 1, slug: 'a' }).catch((e) => e);
    expect(err).toMatchObject({ code: 11000, keyPattern: { site: 1, slug: 1 }, keyValue: { site: 1, slug: 'a' } });
    expect(await coll.countDocuments()).toBe(2);
  });

  it('stops an ordered batch at the first error and continues an unordered one', async () => {
    const ordered = t.db.collection('ordered');
    const err = await ordered.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }] as never[]).catch((e) => e);
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(await ordered.countDocuments()).toBe(1);

    const unordered = t.db.collection('unordered');
    await unordered.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }] as never[], { ordered: false }).catch((e) => e);
    expect(await unordered.countDocuments()).toBe(2);
  });

  it('inserts a large batch split by the driver', async () => {
    const coll = t.db.collection('bulk');
    const docs = Array.from({ length: 5000 }, (_, i) => ({ i, text: 'x'.repeat(50) }));
    const r = await coll.insertMany(docs);
    expect(r.insertedCount).toBe(5000);
    expect(await coll.countDocuments({ i: { $gte: 4990 } })).toBe(10);
  });
});
