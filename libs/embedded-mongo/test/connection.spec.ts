// Handshake, hello, ping, buildInfo and reconnects through the real driver.
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { useServer } from './helpers';

describe('connection', () => {
  const t = useServer();

  it('answers ping, hello and buildInfo', async () => {
    const admin = t.client.db('admin');
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, logicalSessionTimeoutMinutes: 30, maxWireVersion: 21 });
    expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^7\./);
  });

  it('reports an unknown command with code 59', async () => {
    await expect(t.db.command({ noSuchThing: 1 })).rejects.toMatchObject({ code: 59 });
  });

  it('serves a new client after another one closed', async () => {
    const other = new MongoClient(t.server.uri);
    await other.connect();
    await other.db('test').collection('reconnect').insertOne({ a: 1 });
    await other.close();
    const again = new MongoClient(t.server.uri);
    expect(await again.db('test').collection('reconnect').countDocuments()).toBe(1);
    await again.close();
  });

  it('a client with a change stream open works again once its server is back (streamed hello)', async () => {
    let server = await startEmbeddedMongo({ port: 0 });
    const port = server.port;
    const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 5_000 });
    await client.db('r').collection('c').insertOne({ a: 1 });
    const stream = client.db('r').watch([]);
    stream.on('change', () => undefined);
    stream.on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 1500)); // the stream's getMore is waiting when the server goes
    await server.close();
    server = await startEmbeddedMongo({ port });
    try {
      // The first write may meet a pooled connection that died with the old server; then it must work.
      let written = false;
      for (let i = 0; i < 3 && !written; i++)
        written = await client
          .db('r')
          .collection('c')
          .insertOne({ a: 2 })
          .then(
            () => true,
            () => false,
          );
      expect(written).toBe(true);
      expect(await client.db('r').collection('c').countDocuments()).toBe(1);
    } finally {
      await stream.close().catch(() => undefined);
      await client.close();
      await server.close();
    }
  }, 60_000);

  it('listens on the requested host and a free port', async () => {
    const s = await startEmbeddedMongo({ port: 0, host: '127.0.0.1' });
    expect(s.uri).toBe(`mongodb://127.0.0.1:${s.port}`);
    expect(s.port).toBeGreaterThan(0);
    await s.close();
    await s.close();
  });
});
