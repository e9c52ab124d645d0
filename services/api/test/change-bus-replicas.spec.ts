/**
 * Two API processes (`src/server.ts` via tsx, different ports) on one standalone embedded database
 * process (`embedded-mongo --dbpath …`): an edit made through one reaches an SSE client of the other,
 * and its public read is fresh there; after the database restarts, notices still travel.
 * In-process: with MONGODB_URI the bus uses change streams; a database that lost the stream's history
 * (memory-only restart) makes every listening site reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@laurel/embedded-mongo';
import { buildApp } from '../src/app';
import { newSite } from '../src/services/defaults';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '../../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SERVER = join(ROOT, 'services/api/src/server.ts');
const DB_BIN = join(dirname(require.resolve('@laurel/embedded-mongo/package.json')), 'bin/embedded-mongo.cjs');
const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };
const SITE = 'default';

interface Proc {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a process and resolves once its output matches `ready` (rejects if it exits first). */
function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<Proc & { match: RegExpExecArray }> {
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ proc, output: () => output, exited, match });
    };
    proc.stdout!.on('data', check);
    proc.stderr!.on('data', check);
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function stop(p: Proc | undefined): Promise<void> {
  if (!p || p.proc.exitCode !== null) return;
  p.proc.kill('SIGTERM');
  await p.exited;
}

async function api(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** An SSE client: `next()` resolves with the next frame (text up to a blank line). */
function openEvents(
  port: number,
  siteId: string,
): Promise<{ res: IncomingMessage; next: (ms?: number) => Promise<string>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/v1/sites/${siteId}/events` }, (res) => {
      let buffer = '';
      const frames: string[] = [];
      const waiting: Array<(frame: string) => void> = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (frame.startsWith(': ping')) continue;
          const w = waiting.shift();
          if (w) w(frame);
          else frames.push(frame);
        }
      });
      const next = (ms = 30_000): Promise<string> => {
        const ready = frames.shift();
        if (ready !== undefined) return Promise.resolve(ready);
        return new Promise((res2, rej) => {
          const timer = setTimeout(() => rej(new Error(`no SSE frame within ${ms} ms`)), ms);
          waiting.push((f) => {
            clearTimeout(timer);
            res2(f);
          });
        });
      };
      resolve({ res, next, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

const changeFrame = (siteId: string, kind: string, id: string): string =>
  `event: change\ndata: ${JSON.stringify({ siteId, kind, id })}`;

describe('change notices across API replicas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-replicas-'));
  const jwtSecret = 'replica-test-secret-0123456789-abcdefghijkl';
  let db: Proc | undefined;
  let dbPort = 0;
  let a: Proc | undefined;
  let b: Proc | undefined;
  let portA = 0;
  let portB = 0;

  const startDb = async (port: number): Promise<Proc & { match: RegExpExecArray }> =>
    startProcess([DB_BIN, '--port', String(port), '--dbpath', join(dir, 'db')], {}, /listening (mongodb:\/\/\S+)\n/);
  const startApi = (port: number, name: string, uri: string): Promise<Proc> =>
    startProcess(
      [TSX, SERVER],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGODB_URI: uri,
        DATA_DIR: join(dir, name),
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
      },
      /Laurel is running on/,
    );

  beforeAll(async () => {
    const started = await startDb(0);
    db = started;
    const uri = started.match[1];
    dbPort = Number(new URL(uri).port);
    [portA, portB] = [await freePort(), await freePort()];
    a = await startApi(portA, 'a', uri); // seeds the demo site into the empty database
    b = await startApi(portB, 'b', uri);
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await stop(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('an edit through one API reaches an SSE client of the other, and its reads are fresh there', async () => {
    const login = await api(portA, 'POST', '/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.json.accessToken as string;
    const folders = await api(portB, 'GET', `/sites/${SITE}/categories`);
    const folder = folders.json.categories[0] as { _id: string; categoryName: string };
    expect(folder).toBeDefined();

    const onB = await openEvents(portB, SITE);
    expect(onB.res.statusCode).toBe(200);
    expect(await onB.next()).toContain(`: connected to ${SITE}`);
    const onA = await openEvents(portA, SITE);
    expect(await onA.next()).toContain(`: connected to ${SITE}`);

    const patch = await api(
      portA,
      'PATCH',
      `/sites/${SITE}/categories/${folder._id}`,
      { categoryName: 'Renamed on A' },
      token,
    );
    expect(patch.status).toBe(200);
    expect(await onB.next()).toBe(changeFrame(SITE, 'category', folder._id));
    expect(await onA.next()).toBe(changeFrame(SITE, 'category', folder._id));
    const readOnB = await api(portB, 'GET', `/sites/${SITE}/categories/${folder._id}`);
    expect(readOnB.json.category.categoryName).toBe('Renamed on A');

    // The other way round, with the token A issued (both replicas share JWT_SECRET).
    const back = await api(
      portB,
      'PATCH',
      `/sites/${SITE}/categories/${folder._id}`,
      { categoryName: folder.categoryName },
      token,
    );
    expect(back.status).toBe(200);
    expect(await onA.next()).toBe(changeFrame(SITE, 'category', folder._id));
    expect(await onB.next()).toBe(changeFrame(SITE, 'category', folder._id));
    onA.close();
    onB.close();
  });

  it('keeps passing notices after the database process restarts', async () => {
    const token = (await api(portA, 'POST', '/auth/login', ADMIN)).json.accessToken as string;
    const onB = await openEvents(portB, SITE);
    await onB.next();
    await stop(db);
    db = await startDb(dbPort);
    const folder = (await api(portA, 'GET', `/sites/${SITE}/categories`)).json.categories[1] as { _id: string };
    // The first request after the restart may meet a connection the driver has not yet found dead.
    let status = 0;
    for (let i = 0; i < 5 && status !== 200; i++) {
      status = (
        await api(portA, 'PATCH', `/sites/${SITE}/categories/${folder._id}`, { categoryName: 'After restart' }, token)
      ).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
    expect(await onB.next(60_000)).toBe(changeFrame(SITE, 'category', folder._id));
    onB.close();
  });
});

describe('change bus modes (in-process)', () => {
  it('uses change streams on a database that serves them, and sends a site notice when the history is lost', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'laurel-bus-'));
    let db = await startEmbeddedMongo({ port: 0 });
    const port = db.port;
    const seed = new MongoClient(db.uri);
    await seed
      .db('laurel')
      .collection('sites')
      .insertOne(newSite('s1', 'c1', 'Site 1') as never);
    await seed.close();
    const app = await buildApp({ config: { mongoUri: db.uri, dataDir: dir }, logger: false });
    try {
      expect(app.events.mode).toBe('change-streams');
      await app.listen({ port: 0, host: '127.0.0.1' });
      const sse = await openEvents((app.server.address() as AddressInfo).port, 's1');
      expect(await sse.next()).toContain(': connected to s1');
      await app.mongo.db.collection('categories').insertOne({ _id: 'cat-x' as never, siteID: 's1', categoryName: 'X' });
      expect(await sse.next()).toBe(changeFrame('s1', 'category', 'cat-x'));
      // A memory-only database restarts empty: the stream cannot resume, so screens are told to reload.
      await db.close();
      db = await startEmbeddedMongo({ port });
      expect(await sse.next(60_000)).toBe(changeFrame('s1', 'site', 's1'));
      sse.close();
    } finally {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
