// delete: one, many, with collation, and through an index.
import { useServer } from './helpers';

describe('delete', () => {
  const t = useServer();

  it('deletes one or all matching documents', async () => {
    const c = t.db.collection('del');
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 3 }]);
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({ k: { $gte: 1 } })).deletedCount).toBe(3);
    expect(await c.countDocuments()).toBe(0);
    expect((await c.deleteMany({ k: 9 })).deletedCount).toBe(0);
  });

  it('keeps unique indexes consistent after deleting', async () => {
    const c = t.db.collection('del-unique');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a' });
    await c.deleteOne({ email: 'a' });
    await c.insertOne({ email: 'a' });
    expect(await c.countDocuments({ email: 'a' })).toBe(1);
  });

  it('deletes with a case-insensitive collation', async () => {
    const c = t.db.collection('del-coll');
    await c.insertMany([{ s: 'X' }, { s: 'x' }, { s: 'y' }]);
    const r = await c.deleteMany({ s: 'x' }, { collation: { locale: 'en', strength: 2 } });
    expect(r.deletedCount).toBe(2);
  });
});
