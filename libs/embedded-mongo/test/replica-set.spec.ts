// The replSet option: hello describes a one-member replica set; connection strings with and without
// replicaSet= / directConnection=true all work (and keep working against a standalone server), and a
// retried retryable write is applied once.
import { Long, MongoClient, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';
import { startChild } from './process-helpers';
import { nextEvent } from './stream-helpers';

jest.setTimeout(60_000);

async function roundTrip(uri: string): Promise<{ topology: string | undefined; found: Document | null }> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  let topology: string | undefined;
  client.on('topologyDescriptionChanged', (e) => (topology = e.newDescription.type));
  try {
    const coll = client.db('rs').collection('items');
    const stream = coll.watch([], { maxAwaitTimeMS: 100 });
    await stream.tryNext();
    const { insertedId } = await coll.insertOne({ via: uri });
    const event = await nextEvent(stream);
    expect((event as Document).documentKey._id).toEqual(insertedId);
    await stream.close();
    await client.withSession((s) =>
      s.withTransaction(async () => {
        await coll.updateOne({ _id: insertedId }, { $set: { txn: true } }, { session: s });
      }),
    );
    const found = await coll.findOne({ _id: insertedId });
    return { topology, found };
  } finally {
    await client.close();
  }
}

describe('replica-set mode', () => {
  let server: EmbeddedMongo;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, replSet: 'rs0' });
  });
  afterAll(() => server.close());

  it('hello names the set, this server as its primary and the address the client used', async () => {
    const client = new MongoClient(`${server.uri}/?directConnection=true`);
    const hello = await client.db('admin').command({ hello: 1 });
    const me = `127.0.0.1:${server.port}`;
    expect(hello).toMatchObject({
      setName: 'rs0',
      isWritablePrimary: true,
      secondary: false,
      hosts: [me],
      primary: me,
      me,
    });
    await client.close();
  });

  it('serves plain, replicaSet= and directConnection=true connection strings (also by host name)', async () => {
    const base = server.uri;
    const local = `mongodb://localhost:${server.port}`;
    for (const [uri, topology] of [
      [base, 'ReplicaSetWithPrimary'],
      [`${base}/?replicaSet=rs0`, 'ReplicaSetWithPrimary'],
      [`${local}/?replicaSet=rs0`, 'ReplicaSetWithPrimary'],
      [`${base}/?directConnection=true`, 'Single'],
    ]) {
      const r = await roundTrip(uri);
      expect(r).toMatchObject({ topology, found: { via: uri, txn: true } });
    }
  });

  it('applies a retried write (same session and txnNumber) once and answers it as the first time', async () => {
    const client = new MongoClient(server.uri);
    const db = client.db('rs');
    await db.collection('counter').insertOne({ _id: 'c' as never, n: 0 });
    const session = client.startSession();
    const command = {
      update: 'counter',
      updates: [{ q: { _id: 'c' }, u: { $inc: { n: 1 } } }],
      txnNumber: Long.fromNumber(7),
    };
    const first = await db.command(command, { session });
    const retry = await db.command(command, { session });
    expect(retry).toMatchObject({ n: first.n, nModified: first.nModified });
    expect((await db.collection('counter').findOne({ _id: 'c' as never }))!.n).toBe(1);
    await expect(db.command({ ...command, txnNumber: Long.fromNumber(6) }, { session })).rejects.toMatchObject({
      code: 225,
    });
    await db.command({ ...command, txnNumber: Long.fromNumber(8) }, { session });
    expect((await db.collection('counter').findOne({ _id: 'c' as never }))!.n).toBe(2);
    await session.endSession();
    await client.close();
  });

  it('the bin takes --replSet', async () => {
    const child = await startChild(['--port', '0', '--replSet', 'laurel']);
    const r = await roundTrip(`${child.uri}/?replicaSet=laurel`);
    expect(r.topology).toBe('ReplicaSetWithPrimary');
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });
});

describe('standalone mode (the default)', () => {
  let server: EmbeddedMongo;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0 });
  });
  afterAll(() => server.close());

  it('serves plain and directConnection=true connections with change streams, and has no set name', async () => {
    expect(await roundTrip(server.uri)).toMatchObject({ topology: 'Single', found: { txn: true } });
    expect(await roundTrip(`${server.uri}/?directConnection=true`)).toMatchObject({ topology: 'Single' });
    const client = new MongoClient(server.uri);
    expect((await client.db('admin').command({ hello: 1 })).setName).toBeUndefined();
    await client.close();
  });

  it('is not found under replicaSet=, as a standalone mongod is not', async () => {
    const client = new MongoClient(`${server.uri}/?replicaSet=rs0`, { serverSelectionTimeoutMS: 500 });
    await expect(client.db('x').command({ ping: 1 })).rejects.toThrow(/Server selection timed out/);
    await client.close();
  });
});
