// Sessions and transactions: isolation until commit, abort, conflicts retried by withTransaction.
import { MongoClient, type ClientSession } from 'mongodb';
import { useServer } from './helpers';

describe('transactions', () => {
  const t = useServer();
  const c = () => t.db.collection('accounts');

  beforeEach(async () => {
    await c().deleteMany({});
    await c().insertMany([
      { _id: 'a', balance: 100 },
      { _id: 'b', balance: 0 },
    ] as never[]);
  });

  it('hides writes from others until commit, then shows all of them', async () => {
    const session = t.client.startSession();
    session.startTransaction();
    await c().updateOne({ _id: 'a' as never }, { $inc: { balance: -30 } }, { session });
    await c().updateOne({ _id: 'b' as never }, { $inc: { balance: 30 } }, { session });
    await c().insertOne({ _id: 'c' as never, balance: 1 }, { session });
    expect((await c().findOne({ _id: 'a' as never }, { session }))!.balance).toBe(70);
    expect((await c().findOne({ _id: 'a' as never }))!.balance).toBe(100);
    expect(await c().countDocuments()).toBe(2);
    expect(await c().countDocuments({}, { session })).toBe(3);
    await session.commitTransaction();
    await session.endSession();
    const all = await c().find().sort({ _id: 1 }).toArray();
    expect(all.map((d) => d.balance)).toEqual([70, 30, 1]);
  });

  it('reads a snapshot taken when the transaction started', async () => {
    const session = t.client.startSession();
    session.startTransaction();
    expect((await c().findOne({ _id: 'b' as never }, { session }))!.balance).toBe(0);
    await c().updateOne({ _id: 'b' as never }, { $set: { balance: 50 } });
    await c().insertOne({ _id: 'late' as never, balance: 1 });
    await c().deleteOne({ _id: 'a' as never });
    expect((await c().findOne({ _id: 'b' as never }, { session }))!.balance).toBe(0);
    expect((await c().find({}, { session }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['a', 'b']);
    expect(await c().countDocuments({ balance: { $gte: 0 } }, { session })).toBe(2);
    await session.commitTransaction();
    await session.endSession();
    expect((await c().find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(['b', 'late']);
  });

  it('discards everything on abort', async () => {
    const session = t.client.startSession();
    session.startTransaction();
    await c().deleteOne({ _id: 'a' as never }, { session });
    await c().insertOne({ _id: 'z' as never }, { session });
    await session.abortTransaction();
    await session.endSession();
    expect((await c().find().toArray()).map((d) => d._id).sort()).toEqual(['a', 'b']);
  });

  it('gives a conflicting transaction WriteConflict (112) with TransientTransactionError', async () => {
    const s1 = t.client.startSession();
    const s2 = t.client.startSession();
    s1.startTransaction();
    s2.startTransaction();
    await c().updateOne({ _id: 'a' as never }, { $inc: { balance: 1 } }, { session: s1 });
    const err = await c()
      .updateOne({ _id: 'a' as never }, { $inc: { balance: 1 } }, { session: s2 })
      .catch((e) => e);
    expect(err.code).toBe(112);
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s2.abortTransaction();
    await s1.commitTransaction();
    await Promise.all([s1.endSession(), s2.endSession()]);
    expect((await c().findOne({ _id: 'a' as never }))!.balance).toBe(101);
  });

  it('retries conflicting withTransaction callbacks until both succeed', async () => {
    const transfer = async (session: ClientSession) => {
      await session.withTransaction(async () => {
        const a = await c().findOne({ _id: 'a' as never }, { session });
        await new Promise((r) => setTimeout(r, 5));
        await c().updateOne({ _id: 'a' as never }, { $set: { balance: a!.balance - 10 } }, { session });
        await c().updateOne({ _id: 'b' as never }, { $inc: { balance: 10 } }, { session });
      });
    };
    const sessions = [0, 1, 2].map(() => t.client.startSession());
    await Promise.all(sessions.map(transfer));
    await Promise.all(sessions.map((s) => s.endSession()));
    const [a, b] = await c().find().sort({ _id: 1 }).toArray();
    expect(a.balance + b.balance).toBe(100);
    expect(b.balance).toBe(30);
  });

  it('fails the commit of a transaction whose document was changed outside it', async () => {
    const session = t.client.startSession();
    session.startTransaction();
    await c().updateOne({ _id: 'b' as never }, { $set: { balance: 5 } }, { session });
    await c().updateOne({ _id: 'b' as never }, { $set: { balance: 7 } });
    const err = await session.commitTransaction().catch((e) => e);
    expect(err.code).toBe(112);
    await session.endSession();
    expect((await c().findOne({ _id: 'b' as never }))!.balance).toBe(7);
  });

  it('aborts on a duplicate key inside a transaction and leaves data unchanged', async () => {
    await expect(
      t.client.withSession((session) =>
        session.withTransaction(async () => {
          await c().insertOne({ _id: 'n' as never }, { session });
          await c().insertOne({ _id: 'a' as never }, { session });
        }),
      ),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await c().countDocuments()).toBe(2);
  });

  it('survives a client reconnect mid-way with ended sessions', async () => {
    const other = new MongoClient(t.server.uri);
    const session = other.startSession();
    session.startTransaction();
    await other
      .db('test')
      .collection('accounts')
      .insertOne({ _id: 'tmp' as never }, { session });
    await other.close();
    expect(await c().countDocuments({ _id: 'tmp' as never })).toBe(0);
    await c().insertOne({ _id: 'tmp' as never });
    expect(await c().countDocuments({ _id: 'tmp' as never })).toBe(1);
  });
});
