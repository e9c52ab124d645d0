/**
 * deploy/edge.conf across a scheduled publish and unpublish (issue 29): nginx with the file itself in front of
 * the product (test/cluster/edge.ts), public reads through it around the second. While the API answers, no read
 * started once the API shows the change gets the state from before it; while the API is down across the second,
 * the edge serves what it kept only until the second and then answers an error, never the old state; back up,
 * the change shows at once. Skipped, with a message, on a machine without nginx (.ci/run installs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxAvailable } from '@laurel/testing/bench-nginx';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { freePort } from '../helpers/processes';
import { startEdge, type Edge } from '../cluster/edge';

jest.setTimeout(90_000);

const run = nginxAvailable() ? describe : describe.skip;
if (!nginxAvailable()) console.warn('edge-reveal.spec: nginx not found, deploy/edge.conf not tested');

const base = `/api/v1/sites/${IDS.siteA}`;
const FOLDER = `${base}/categories/${IDS.basketball}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Which of the two people a folder read shows: Ada (entry-live at the start) and the draft (Draft Person). */
const shown = (body: string) => ({ ada: body.includes('Lovelace'), draft: body.includes('"Draft"') });

interface Read {
  started: number;
  status: number;
  state: ReturnType<typeof shown> | null;
  cache: string | null;
}

run('deploy/edge.conf across a scheduled publish and unpublish', () => {
  let t: TestApp;
  let edge: Edge | undefined;
  let dir = '';
  let apiPort = 0;
  const edgeGet = async (path: string): Promise<Read> => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${edge!.port}${path}`);
    const body = await res.text();
    return {
      started,
      status: res.status,
      state: res.status === 200 ? shown(body) : null,
      cache: res.headers.get('x-edge-cache'),
    };
  };
  /** Reads the folder through the edge every 50 ms until `until`. */
  const readUntil = async (until: number): Promise<Read[]> => {
    const reads: Read[] = [];
    while (Date.now() < until) {
      reads.push(await edgeGet(FOLDER));
      await sleep(50);
    }
    return reads;
  };
  /** Ada unpublished and the draft published (or the other way round) at one second a few seconds ahead. */
  const schedule = async (publish: string, unpublish: string): Promise<number> => {
    const at = Math.ceil((Date.now() + 4000) / 1000) * 1000;
    for (const [itemId, action] of [
      [publish, 'publish'],
      [unpublish, 'unpublish'],
    ]) {
      const body = { kind: 'entry', itemId, action, at: new Date(at).toISOString() };
      expect((await t.req('adminA', 'POST', `${base}/schedules`, body)).statusCode).toBe(201);
    }
    return at;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiPort = (t.app.server.address() as AddressInfo).port;
    dir = mkdtempSync(join(tmpdir(), 'laurel-edge-reveal-'));
    edge = await startEdge(dir, await freePort(), [apiPort]);
  });
  afterAll(async () => {
    await edge?.stop();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('with the API up, no read started after the API shows the change gets the state from before it', async () => {
    const before = { ada: true, draft: false };
    const after = { ada: false, draft: true };
    expect((await edgeGet(FOLDER)).state).toEqual(before);
    const at = await schedule(IDS.entryDraft, IDS.entryLive);
    // The API's own answer, polled beside the edge: when it first shows the change.
    let changedAt = 0;
    const watch = (async () => {
      while (!changedAt && Date.now() < at + 5000) {
        const res = await t.app.inject({ method: 'GET', url: FOLDER });
        if (!shown(res.body).ada) changedAt = Date.now();
        else await sleep(10);
      }
    })();
    const reads = await readUntil(at + 2500);
    await watch;
    expect(changedAt).toBeGreaterThanOrEqual(at);
    console.log(`edge reveal (API up): the API showed the change ${changedAt - at} ms after its second`);
    expect(reads.every((r) => r.status === 200)).toBe(true);
    // Kept replies were served before the second (the edge did its work), none of the old state after the change.
    expect(reads.some((r) => r.started < at && r.cache === 'HIT')).toBe(true);
    const late = reads.filter((r) => r.started > changedAt);
    expect(late.length).toBeGreaterThan(5);
    expect(late.filter((r) => r.state!.ada || !r.state!.draft)).toEqual([]);
    expect(late.at(-1)!.state).toEqual(after);
    expect((await edgeGet(`${base}/entries/${IDS.entryLive}`)).status).toBe(404);
  });

  test('with the API down across the second, the edge answers an error after it, never the old state', async () => {
    // Now the draft is public and Ada is not: the schedule turns it round.
    const before = { ada: false, draft: true };
    const after = { ada: true, draft: false };
    expect((await edgeGet(FOLDER)).state).toEqual(before);
    const at = await schedule(IDS.entryLive, IDS.entryDraft);
    const kept = await readUntil(at - 1300);
    expect(kept.every((r) => r.status === 200 && r.state!.draft && !r.state!.ada)).toBe(true);
    // Every replica gone a little over a second before the moment (the edge keeps the last reply until then).
    await new Promise<void>((resolve) => {
      t.app.server.close(() => resolve());
      t.app.server.closeAllConnections();
    });
    const down = await readUntil(at + 2000);
    const afterSecond = down.filter((r) => r.started >= at);
    expect(afterSecond.length).toBeGreaterThan(5);
    expect(afterSecond.filter((r) => r.status === 200)).toEqual([]);
    expect(afterSecond.every((r) => r.status === 502)).toBe(true);
    // Before the second it may still answer from what it kept: only the state from before.
    expect(down.filter((r) => r.status === 200 && (r.state!.ada || !r.state!.draft))).toEqual([]);

    // Back up: the schedule was carried out meanwhile (the API's timer ran on), and the edge shows it at once.
    await new Promise<void>((resolve) => t.app.server.listen(apiPort, '127.0.0.1', () => resolve()));
    const back = await edgeGet(FOLDER);
    expect(back.status).toBe(200);
    expect(back.state).toEqual(after);
    expect((await edgeGet(`${base}/entries/${IDS.entryDraft}`)).status).toBe(404);
    expect((await edgeGet(`${base}/entries/${IDS.entryLive}`)).status).toBe(200);
  });
});
