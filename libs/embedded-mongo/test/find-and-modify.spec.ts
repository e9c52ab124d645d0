// findAndModify through findOneAndUpdate / findOneAndReplace / findOneAndDelete.
import { useServer } from './helpers';

describe('findAndModify', () => {
  const t = useServer();
  const c = () => t.db.collection('fam');

  beforeEach(async () => {
    await c().deleteMany({});
    await c().insertMany([
      { _id: 1, n: 5 },
      { _id: 2, n: 1 },
    ] as never[]);
  });

  it('returns the document before or after the update, honouring sort', async () => {
    const before = await c().findOneAndUpdate({}, { $inc: { n: 1 } }, { sort: { n: 1 } });
    expect(before).toEqual({ _id: 2, n: 1 });
    const after = await c().findOneAndUpdate(
      { _id: 1 as never },
      { $inc: { n: 1 } },
      { returnDocument: 'after', projection: { n: 1, _id: 0 } },
    );
    expect(after).toEqual({ n: 6 });
  });

  it('upserts and reports the new document', async () => {
    const r = await c().findOneAndUpdate(
      { _id: 3 as never },
      { $set: { n: 0 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(r.value).toEqual({ _id: 3, n: 0 });
    expect(r.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 3 });
  });

  it('replaces and deletes', async () => {
    expect(await c().findOneAndReplace({ _id: 1 as never }, { x: 1 }, { returnDocument: 'after' })).toEqual({
      _id: 1,
      x: 1,
    });
    expect(await c().findOneAndDelete({ _id: 2 as never })).toEqual({ _id: 2, n: 1 });
    expect(await c().findOneAndDelete({ _id: 2 as never })).toBeNull();
  });

  it('fails with the update error codes', async () => {
    await expect(c().findOneAndUpdate({ _id: 1 as never }, { $set: { _id: 9 } })).rejects.toMatchObject({ code: 66 });
  });
});
