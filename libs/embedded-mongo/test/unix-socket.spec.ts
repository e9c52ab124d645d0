// A Unix domain socket instead of TCP: owner-only, reachable through the real driver, a stale socket replaced.
import { chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'emb-sock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('listens only on an owner-only socket in an owner-only folder; the driver reads and writes through it', async () => {
  const socketPath = join(dir, 'run', 'db.sock');
  const db = await startEmbeddedMongo({ socketPath, dbPath: join(dir, 'data') });
  try {
    expect(db.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}`);
    expect(db.port).toBe(0);
    expect(statSync(socketPath).isSocket()).toBe(true);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'run')).mode & 0o777).toBe(0o700);
    const client = new MongoClient(db.uri);
    await client.connect();
    await client
      .db('t')
      .collection('c')
      .insertOne({ _id: 'x' as never, v: 1 });
    expect(await client.db('t').collection('c').findOne({})).toEqual({ _id: 'x', v: 1 });
    await client.close();
  } finally {
    await db.close();
  }
});

test('a socket left by a killed server is replaced; a path that is not a socket is refused', async () => {
  const socketPath = join(dir, 'db.sock');
  // A process listening on the path is killed: its socket file stays behind.
  const child = spawn(process.execPath, [
    '-e',
    `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('up'))`,
  ]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect(statSync(socketPath).isSocket()).toBe(true);
  const again = await startEmbeddedMongo({ socketPath });
  await again.close();
  writeFileSync(join(dir, 'plain.sock'), 'not a socket');
  await expect(startEmbeddedMongo({ socketPath: join(dir, 'plain.sock') })).rejects.toThrow('is not a socket');
  await expect(startEmbeddedMongo({ socketPath: join(dir, 'db.socket') })).rejects.toThrow('must end in .sock');
});

test('a socket folder made beforehand by another account is refused', async () => {
  const planted = join(dir, 'planted');
  mkdirSync(planted, { mode: 0o777 });
  chownSync(planted, 65534, 65534);
  await expect(startEmbeddedMongo({ socketPath: join(planted, 'db.sock') })).rejects.toThrow(
    'must be a folder owned by this account',
  );
});
