// createIndexes, listIndexes, dropIndexes; unique, compound, multikey, sparse and partial indexes.
import { useServer } from './helpers';

describe('indexes', () => {
  const t = useServer();

  it('creates, lists and drops indexes', async () => {
    const c = t.db.collection('ix');
    expect(await c.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
    expect(await c.createIndex({ c: 1 }, { name: 'by_c', unique: true })).toBe('by_c');
    expect(await c.createIndex({ c: 1 }, { name: 'by_c', unique: true })).toBe('by_c');
    const names = (await c.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'a_1_b_-1', 'by_c']);
    await c.dropIndex('a_1_b_-1');
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await expect(c.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('refuses a unique index over existing duplicates', async () => {
    const c = t.db.collection('ix-dups');
    await c.insertMany([{ a: 1 }, { a: 1 }]);
    await expect(c.createIndex({ a: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('treats array elements as keys of a unique multikey index', async () => {
    const c = t.db.collection('ix-multi');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['a', 'b'] });
    await expect(c.insertOne({ tags: ['c', 'b'] })).rejects.toMatchObject({ code: 11000, keyValue: { tags: 'b' } });
    expect(await c.find({ tags: 'a' }).toArray()).toHaveLength(1);
    const range = await c.find({ tags: { $gt: 'a', $lt: 'c' } }).toArray();
    expect(range).toHaveLength(1);
  });

  it('lets sparse and partial unique indexes skip documents without the field', async () => {
    const sparse = t.db.collection('ix-sparse');
    await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
    await sparse.insertMany([{ x: 1 }, { x: 2 }, { code: 'A' }]);
    await expect(sparse.insertOne({ code: 'A' })).rejects.toMatchObject({ code: 11000 });
    const partial = t.db.collection('ix-partial');
    await partial.createIndex({ slug: 1 }, { unique: true, partialFilterExpression: { deleted: false } });
    await partial.insertMany([
      { slug: 's', deleted: true },
      { slug: 's', deleted: true },
      { slug: 's', deleted: false },
    ]);
    await expect(partial.insertOne({ slug: 's', deleted: false })).rejects.toMatchObject({ code: 11000 });
  });

  it('treats a missing field as null in a plain unique index', async () => {
    const c = t.db.collection('ix-null');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ name: 'no email' });
    await expect(c.insertOne({ name: 'also none' })).rejects.toMatchObject({ code: 11000, keyValue: { email: null } });
  });

  it('keeps index results right after updates move keys', async () => {
    const c = t.db.collection('ix-move');
    await c.createIndex({ n: 1 });
    await c.insertMany(Array.from({ length: 50 }, (_, i) => ({ n: i })));
    await c.updateMany({ n: { $lt: 10 } }, { $inc: { n: 100 } });
    expect(await c.countDocuments({ n: { $lt: 10 } })).toBe(0);
    expect(await c.countDocuments({ n: { $gte: 100 } })).toBe(10);
    const firsts = await c
      .find({}, { projection: { _id: 0 } })
      .sort({ n: 1 })
      .limit(2)
      .toArray();
    expect(firsts).toEqual([{ n: 10 }, { n: 11 }]);
  });
});

describe('TTL indexes', () => {
  const previous = process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS;
  process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS = '50';
  const t = useServer();
  afterAll(() => {
    if (previous === undefined) delete process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS;
    else process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS = previous;
  });

  it('removes documents whose date is older than expireAfterSeconds', async () => {
    const c = t.db.collection('tokens');
    await c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await c.insertMany([
      { n: 'old', expiresAt: new Date(Date.now() - 1000) },
      { n: 'new', expiresAt: new Date(Date.now() + 3_600_000) },
      { n: 'none' },
    ]);
    const deadline = Date.now() + 5000;
    while ((await c.countDocuments()) > 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect((await c.find().toArray()).map((d) => d.n).sort()).toEqual(['new', 'none']);
  });
});
