/**
 * deploy/edge.conf in front of the product (issue 26): Debian's nginx on loopback, the configuration filled by
 * envsubst exactly as the file says, in front of one API process. An edit is visible through it within 2 s;
 * public replies are kept (a HIT) and revalidated; nothing asked with credentials, nothing private and nothing
 * unpublished is ever served from it; the change stream passes through unbuffered; a flood gets 429s.
 * Skipped, with a message, on a machine without nginx (.ci/run installs it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxAvailable } from '@laurel/testing/bench-nginx';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { freePort } from '../helpers/processes';
import { openSse } from '../helpers/sse';

jest.setTimeout(60_000);

const EDGE_CONF = resolve(__dirname, '../../../../deploy/edge.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const A = `/api/v1/sites/${IDS.siteA}`;
const run = nginxAvailable() ? describe : describe.skip;
if (!nginxAvailable()) console.warn(`edge-conf.spec: ${NGINX} not found, deploy/edge.conf not tested`);

/** edge.conf filled as its header says: envsubst with only its two placeholders. */
export function fillEdgeConf(listen: string, upstreams: string): string {
  return execFileSync('envsubst', ['${LISTEN} ${UPSTREAMS}'], {
    input: readFileSync(EDGE_CONF, 'utf8'),
    env: { ...process.env, LISTEN: listen, UPSTREAMS: upstreams },
  }).toString();
}

run('deploy/edge.conf in front of the API', () => {
  let t: TestApp;
  let dir = '';
  let nginx: ChildProcess | undefined;
  let edge = '';
  let edgePort = 0;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${edge}${path}`, { headers });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (t.app.server.address() as AddressInfo).port;
    edgePort = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'laurel-edge-'));
    // nginx's workers run as an unprivileged user when the test runs as root: they write the cache and temp files.
    chmodSync(dir, 0o755);
    for (const sub of ['logs', 'temp', 'cache']) chmodSync(mkdirSync(join(dir, sub)) ?? join(dir, sub), 0o777);
    const conf = fillEdgeConf(`127.0.0.1:${edgePort}`, `server 127.0.0.1:${apiPort};`);
    expect(conf).not.toMatch(/\$\{(LISTEN|UPSTREAMS)\}/);
    writeFileSync(join(dir, 'nginx.conf'), conf.replace('worker_processes auto;', 'worker_processes 1;'));
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    edge = `http://127.0.0.1:${edgePort}`;
    for (let i = 0; ; i++) {
      try {
        await fetch(`${edge}/api/v1/health`);
        break;
      } catch {
        if (i > 100) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'logs/error.log'), 'utf8')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx!.once('exit', r));
    }
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('keeps a public reply (a HIT with the same ETag and version) and shows an edit within 2 s', async () => {
    const url = `${A}/categories/${IDS.other}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const again = await get(url);
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-content-version')).toBe(first.headers.get('x-content-version'));
    // The stale bounds the API gives the edge alone are not passed on (a browser would show a kiosk an old reply).
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers.get('x-accel-expires')).toBeNull();
    // What it keeps is the short header set of a JSON reply (docs/security.md, "Headers"): nothing of a page's.
    expect(again.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('x-frame-options')).toBeNull();

    const patch = await fetch(`${edge}${url}`, {
      method: 'PATCH',
      headers: { ...t.as('adminA'), 'content-type': 'application/json' },
      body: JSON.stringify({ categoryName: 'Seen through the edge' }),
    });
    expect(patch.status).toBe(200);
    const saved = Date.now(); // the editor's save has been answered
    let shown = 0;
    while (Date.now() - saved < 5000) {
      const body = (await (await get(url)).json()) as { category: { categoryName: string } };
      if (body.category.categoryName === 'Seen through the edge') {
        shown = Date.now() - saved;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(2000);
  });

  test('keeps one reply per encoding, whatever list of encodings a browser sends', async () => {
    // The site's search data: large enough that the API compresses it.
    const url = `${A}/search-data`;
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const other = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(other.headers.get('x-edge-cache')).toBe('HIT');
    expect(other.headers.get('content-encoding')).toBe('br');
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await get(url, { 'accept-encoding': 'deflate, gzip' })).headers.get('x-edge-cache')).toBe('HIT');
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(await first.json());
  });

  test('never stores or serves a signed-in reply, and never anything unpublished', async () => {
    const url = `${A}/categories/${IDS.sports}?cms=1`;
    for (let i = 0; i < 3; i++) {
      const editor = await get(url, t.as('adminA'));
      expect(editor.status).toBe(200);
      expect(editor.headers.get('cache-control')).toBe('private, no-store');
      expect(editor.headers.get('x-edge-cache')).toBe('BYPASS');
    }
    const editorText = await (await get(url, t.as('adminA'))).text();
    expect(editorText).toContain(IDS.entryDraft);
    // The same address without credentials: the public view, never the editor's reply.
    for (let i = 0; i < 3; i++) {
      const visitor = await get(url);
      expect(visitor.headers.get('cache-control')).not.toContain('private');
      expect(await visitor.text()).not.toContain(IDS.entryDraft);
    }
    // An unpublished entry is a 404 for a visitor however often it is asked, after an editor read it.
    expect((await get(`${A}/entries/${IDS.entryDraft}?cms=1`, t.as('adminA'))).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get(`${A}/entries/${IDS.entryDraft}?cms=1`)).status).toBe(404);
    const token = await get(`${A}/categories/${IDS.sports}?cms=1&access_token=${t.tokens.adminA}`);
    expect(token.headers.get('x-edge-cache')).toBe('BYPASS');
  });

  test('passes the change stream through unbuffered', async () => {
    const sse = await openSse(edgePort, `${A}/events`);
    expect(sse.res.statusCode).toBe(200);
    expect(await sse.next()).toContain('connected');
    const heard = sse.next();
    const saved = Date.now();
    await fetch(`${edge}${A}/categories/${IDS.other}`, {
      method: 'PATCH',
      headers: { ...t.as('adminA'), 'content-type': 'application/json' },
      body: JSON.stringify({ categoryName: 'Heard through the edge' }),
    });
    expect(await heard).toContain(`"id":"${IDS.other}"`);
    expect(Date.now() - saved).toBeLessThan(1000);
    sse.close();
  });

  test('limits the request rate per client', async () => {
    const replies = await Promise.all(Array.from({ length: 300 }, () => get(`${A}/styling`)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(100);
  });
});
