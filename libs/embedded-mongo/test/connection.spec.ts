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

  it('listens on the requested host and a free port', async () => {
    const s = await startEmbeddedMongo({ port: 0, host: '127.0.0.1' });
    expect(s.uri).toBe(`mongodb://127.0.0.1:${s.port}`);
    expect(s.port).toBeGreaterThan(0);
    await s.close();
    await s.close();
  });
});
