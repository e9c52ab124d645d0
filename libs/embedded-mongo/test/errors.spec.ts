// MongoDB error codes and shapes callers depend on, and fire-and-forget (w: 0) writes.
import { useServer } from './helpers';

describe('errors and write concern', () => {
  const t = useServer();
  const c = () => t.db.collection('errs');

  it('reports bad values with code 2', async () => {
    await expect(t.db.command({ find: 'errs', sort: { a: 2 } })).rejects.toMatchObject({ code: 2 });
    await expect(t.db.command({ find: 'errs', skip: -1 })).rejects.toMatchObject({ code: 2 });
    await expect(c().deleteMany({ $foo: 1 } as never)).rejects.toMatchObject({
      code: 2,
      message: 'unknown top level operator: $foo',
    });
  });

  it('refuses an update whose result exceeds 16 MB and keeps the old document', async () => {
    await c().insertOne({ _id: 'big' as never, a: 'x'.repeat(9 * 1024 * 1024) });
    const err = await c()
      .updateOne({ _id: 'big' as never }, { $set: { b: 'y'.repeat(9 * 1024 * 1024) } })
      .catch((e) => e);
    expect(err).toMatchObject({ code: 17419 });
    expect(err.message).toMatch(/larger than/);
    const doc = await c().findOne({ _id: 'big' as never }, { projection: { b: 1 } });
    expect(doc).toEqual({ _id: 'big' });
  });

  it('refuses to insert a document over 16 MB (10334) and stores nothing', async () => {
    const doc = { _id: 'huge', a: 'x'.repeat(16 * 1024 * 1024) };
    await expect(t.db.command({ insert: 'errs', documents: [doc] })).resolves.toMatchObject({
      n: 0,
      writeErrors: [expect.objectContaining({ code: 10334 })],
    });
    expect(await c().countDocuments({ _id: 'huge' as never })).toBe(0);
  });

  it('applies unacknowledged (moreToCome) writes without replying', async () => {
    const r = await c().insertOne({ _id: 'w0' as never }, { writeConcern: { w: 0 } });
    expect(r.acknowledged).toBe(false);
    expect(await c().countDocuments({ _id: 'w0' as never })).toBe(1);
  });

  it('returns cursor results larger than one 16 MB batch', async () => {
    const big = t.db.collection('big-batches');
    const chunk = 'z'.repeat(1024 * 1024);
    for (let i = 0; i < 20; i++) await big.insertOne({ i, chunk });
    const all = await big.find().toArray();
    expect(all).toHaveLength(20);
  });
});
