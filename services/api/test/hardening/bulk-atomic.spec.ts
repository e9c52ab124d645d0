/**
 * Issue 11 item 10: a bulk chunk is all or nothing. The product runs as `npm start` runs it (one process
 * with the embedded database, files in DATA_DIR); a bulk PATCH of 150 entries is in flight when the process
 * is killed (SIGKILL) after a different delay each round; after a restart every entry of the chunk carries the
 * new value, or none does. A chunk retried with its Idempotency-Key after a crash is applied exactly once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, BUILT_SERVER, buildApi, freePort, ROOT, startProcess, stop, type Proc } from '../helpers/processes';

jest.setTimeout(300_000);

const demo = JSON.parse(readFileSync(join(ROOT, 'services/api/demo/site.json'), 'utf8')) as {
  users: { email: string; password: string; role: string }[];
};
const admin = demo.users.find((u) => u.role === 'admin')!;

let dataDir: string;
let port: number;
let server: Proc | undefined;
let token: string;
let ids: string[];
/** The folders the chunk's entries are in. */
let folders: string[];

const start = async () => {
  server = await startProcess(
    [BUILT_SERVER], // the production build, one process: SIGKILL stops the server itself
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    /Laurel is running/,
  );
};
const kill = async () => {
  server!.proc.kill('SIGKILL');
  await server!.exited;
};

/** The chunk's entries' `activity` as stored, read a folder at a time (the editing view's folder read has whole entries). */
async function activities(): Promise<string[]> {
  const byId = new Map<string, string>();
  for (const folder of folders) {
    const res = await api(port, 'GET', `/sites/default/categories/${folder}?cms=1`, undefined, token);
    expect(res.status).toBe(200);
    for (const e of res.json.entries as { _id: string; activity: string }[]) byId.set(e._id, e.activity);
  }
  return ids.map((id) => byId.get(id) ?? '(missing)');
}

function sendChunk(value: string, key?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/v1/sites/default/entries`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({ items: ids.map((_id) => ({ _id, patch: { activity: value } })) }),
  });
}

beforeAll(async () => {
  buildApi();
  dataDir = mkdtempSync(join(tmpdir(), 'hardening-bulk-'));
  port = await freePort();
  await start();
  const login = await api(port, 'POST', '/auth/login', { email: admin.email, password: admin.password });
  expect(login.status).toBe(200);
  token = login.json.accessToken;
  const all = await api(port, 'GET', '/sites/default/categories?cms=1&all=1', undefined, token);
  expect(all.status).toBe(200);
  const categories = all.json.categories as { _id: string; entries: string[] }[];
  const found = [...new Set(categories.flatMap((c) => c.entries))];
  ids = found.slice(0, 150);
  expect(ids).toHaveLength(150);
  folders = categories.filter((c) => c.entries.some((id) => ids.includes(id))).map((c) => c._id);
});

afterAll(async () => {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('killed while a chunk is saved, 4 rounds: after each restart the chunk is wholly applied or not at all', async () => {
  const outcomes: number[] = [];
  for (const [round, delay] of [40, 150, 400, 1000].entries()) {
    const value = `round ${round}`;
    const inFlight = sendChunk(value).catch(() => null);
    await new Promise((r) => setTimeout(r, delay));
    await kill();
    await inFlight;
    await start();
    const applied = (await activities()).filter((a) => a === value).length;
    outcomes.push(applied);
    expect([0, 150]).toContain(applied);
  }
  console.log(`entries of the chunk applied per round (kill after 40/150/400/1000 ms): ${outcomes.join(', ')}`);
});

test('a chunk retried with its Idempotency-Key after a crash is applied once; a second retry changes nothing', async () => {
  const key = randomUUID();
  const inFlight = sendChunk('with key', key).catch(() => null);
  await new Promise((r) => setTimeout(r, 40));
  await kill();
  await inFlight;
  await start();
  const retry = await sendChunk('with key', key);
  expect(retry.status).toBe(200);
  const results = (await retry.json()).results as { ok: boolean }[];
  expect(results.every((r) => r.ok)).toBe(true);
  expect(new Set(await activities())).toEqual(new Set(['with key']));
  const stamp = async () =>
    (await api(port, 'GET', `/sites/default/entries/${ids[0]}?cms=1`, undefined, token)).json.entry.updatedAt;
  const before = await stamp();
  const again = await sendChunk('with key', key);
  expect(again.status).toBe(200);
  expect((await again.json()).results).toEqual(results);
  expect(await stamp()).toBe(before);
  const other = await sendChunk('another body', key);
  expect(other.status).toBe(422);
  expect((await other.json()).message).toBe('This Idempotency-Key was already used for a different request.');
});
