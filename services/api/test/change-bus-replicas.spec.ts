/**
 * Two API processes (`src/server.ts` via tsx, different ports) on one standalone embedded database
 * process (`embedded-mongo --dbpath …`): an edit made through one reaches an SSE client of the other,
 * and its public read is fresh there; after the database restarts, notices still travel.
 * In-process: with MONGODB_URI the bus uses change streams; a database that lost the stream's history
 * (memory-only restart) makes every listening site reload.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@laurel/embedded-mongo';
import { buildApp } from '../src/app';
import { newSite } from '../src/services/defaults';
import {
  BUILT_SERVER,
  DB_BIN,
  api,
  buildApi,
  changeFrame,
  freePort,
  openEvents,
  startProcess,
  stop,
  type Proc,
} from './helpers/processes';

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };
const SITE = 'default';

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
      [BUILT_SERVER],
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
    buildApi();
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
    // B keeps the folder's public reply (its public view) until a notice says the folder changed.
    const keptOnB = await api(portB, 'GET', `/sites/${SITE}/categories/${folder._id}`);
    expect(keptOnB.json.category.categoryName).toBe(folder.categoryName);

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
    const jwtSecret = 'bus-test-secret-0123456789-abcdefghijklmn';
    const dir = mkdtempSync(join(tmpdir(), 'laurel-bus-'));
    let db = await startEmbeddedMongo({ port: 0 });
    const port = db.port;
    const seed = new MongoClient(db.uri);
    await seed
      .db('laurel')
      .collection('sites')
      .insertOne(newSite('s1', 'c1', 'Site 1') as never);
    await seed.close();
    const app = await buildApp({ config: { mongoUri: db.uri, dataDir: dir, jwtSecret }, logger: false });
    try {
      expect(app.events.mode).toBe('change-streams');
      await app.listen({ port: 0, host: '127.0.0.1' });
      const sse = await openEvents((app.server.address() as AddressInfo).port, 's1');
      expect(await sse.next()).toContain(': connected to s1');
      // A change of the site's settings (a visitor's stream hears only of what visitors may see).
      const sites = () => app.mongo.db.collection('sites');
      await sites().updateOne({ siteID: 's1' }, { $set: { styleName: 'Renamed' } });
      expect(await sse.next()).toBe(changeFrame('s1', 'site', 's1'));
      // A memory-only database restarts empty: the stream cannot resume, so screens are told to reload.
      await db.close();
      db = await startEmbeddedMongo({ port });
      expect(await sse.next(60_000)).toBe(changeFrame('s1', 'site', 's1'));
      // The stream is open again: writes are noticed (the restarted database is empty: the site is written
      // anew); dropping the database ends it, and screens reload.
      for (let i = 0; ; i++) {
        await sites()
          .updateOne({ siteID: 's1' }, { $set: { styleName: `Renamed ${i}` } }, { upsert: true })
          .catch(() => undefined);
        const frame = await sse.next(2000).catch(() => null);
        if (frame) {
          expect(frame).toMatch(/"kind":"site"/);
          break;
        }
        if (i > 20) throw new Error('the change stream did not come back');
      }
      await app.mongo.db.dropDatabase();
      expect(await sse.next(30_000)).toBe(changeFrame('s1', 'site', 's1'));
      sse.close();
    } finally {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
