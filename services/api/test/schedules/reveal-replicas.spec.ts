/**
 * The reveal with two API processes on one database (issue 29): every process runs the schedule timer, one
 * carries the schedule out (one version is kept), both serve it and both send the notice; a schedule that falls
 * due while every process is down (killed at the wrong moment) is carried out by the first round after a start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
} from '../helpers/processes';

jest.setTimeout(300_000);

const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };
const SITE = 'default';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the reveal across API replicas', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-reveal-'));
  const jwtSecret = 'reveal-test-secret-0123456789-abcdefghijkl';
  let db: Proc | undefined;
  let uri = '';
  let a: Proc | undefined;
  let b: Proc | undefined;
  let portA = 0;
  let portB = 0;
  let token = '';
  let folderId = '';

  // One process per API, the production build (built in beforeAll): SIGKILL stops it at once.
  const startApi = (port: number, name: string): Promise<Proc> =>
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
  /** A profile nobody may see yet, in a published folder. */
  const hiddenProfile = async (firstName: string): Promise<string> => {
    const res = await api(
      portA,
      'POST',
      `/sites/${SITE}/categories/${folderId}/entries`,
      { firstName, isLive: false },
      token,
    );
    expect(res.status).toBe(201);
    return res.json._id as string;
  };
  const publicStatus = async (port: number, id: string) =>
    (await api(port, 'GET', `/sites/${SITE}/entries/${id}`)).status;

  beforeAll(async () => {
    buildApi();
    const started = await startProcess(
      [DB_BIN, '--port', '0', '--dbpath', join(dir, 'db')],
      {},
      /listening (mongodb:\/\/\S+)\n/,
    );
    db = started;
    uri = started.match[1];
    [portA, portB] = [await freePort(), await freePort()];
    a = await startApi(portA, 'a');
    b = await startApi(portB, 'b');
    token = (await api(portA, 'POST', '/auth/login', ADMIN)).json.accessToken as string;
    const folder = await api(portA, 'POST', `/sites/${SITE}/categories`, { categoryName: 'Reveal replicas' }, token);
    folderId = folder.json._id as string;
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await stop(db);
    rmSync(dir, { recursive: true, force: true });
  });

  it('one process carries it out, both serve it and both tell their listeners at its second', async () => {
    const id = await hiddenProfile('Replica');
    const onA = await openEvents(portA, SITE);
    const onB = await openEvents(portB, SITE);
    expect(await onA.next()).toContain(': connected');
    expect(await onB.next()).toContain(': connected');
    const at = new Date(Math.ceil((Date.now() + 5000) / 1000) * 1000).toISOString();
    const s = await api(
      portA,
      'POST',
      `/sites/${SITE}/schedules`,
      { kind: 'entry', itemId: id, action: 'publish', at },
      token,
    );
    expect(s.status).toBe(201);
    await sleep(1500);
    // B learned of the moment from the database: its public replies may not be kept past it.
    const res = await fetch(`http://127.0.0.1:${portB}/api/v1/sites/${SITE}/categories/tree`);
    expect(res.headers.get('cdn-cache-control')).not.toContain('stale-while-revalidate');
    expect(await publicStatus(portB, id)).toBe(404);

    const frames = await Promise.all([onA.next(20_000), onB.next(20_000)]);
    const lag = Date.now() - Date.parse(at);
    expect(frames).toEqual([changeFrame(SITE, 'entry', id), changeFrame(SITE, 'entry', id)]);
    console.log(`replicas: both streams had the notice ${lag} ms after the second`);
    onA.close();
    onB.close();
    expect([await publicStatus(portA, id), await publicStatus(portB, id)]).toEqual([200, 200]);
    const versions = await api(portB, 'GET', `/sites/${SITE}/versions/entry/${id}`, undefined, token);
    const published = versions.json.versions.filter((v: { summary: string }) => /as scheduled/.test(v.summary));
    expect(published).toHaveLength(1);
  });

  it('a schedule due while every process was killed is carried out by the first to start', async () => {
    const id = await hiddenProfile('Restart');
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000).toISOString();
    const s = await api(
      portA,
      'POST',
      `/sites/${SITE}/schedules`,
      { kind: 'entry', itemId: id, action: 'publish', at },
      token,
    );
    expect(s.status).toBe(201);
    a!.proc.kill('SIGKILL');
    b!.proc.kill('SIGKILL');
    await Promise.all([a!.exited, b!.exited]);
    await sleep(Math.max(0, Date.parse(at) - Date.now() + 1000));
    b = await startApi(portB, 'b');
    const started = Date.now();
    while ((await publicStatus(portB, id)) !== 200 && Date.now() - started < 15_000) await sleep(50);
    expect(await publicStatus(portB, id)).toBe(200);
    console.log(`restart: published ${Date.now() - started} ms after the process was up`);
  });
});
