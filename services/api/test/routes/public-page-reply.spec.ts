import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

// A public page is sent once: the server-rendered page's HTML, and no second send after it (Fastify then logs
// "Reply was already sent" for every page a visitor opens).
jest.setTimeout(60_000);

let apps: string;
let t: TestApp;
let warnings: unknown[][];
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  mkdirSync(join(apps, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(apps, 'shell/dist/index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><title>Laurel</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ appsDir: apps });
});
beforeEach(() => {
  warnings = [];
  // Without a logger every request logs through the app's (silent) logger: listen to its warnings.
  jest.spyOn(t.app.log, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const text = (args: unknown[][]) => JSON.stringify(args, (_k, v: unknown) => (v instanceof Error ? v.message : v));

test('opening public pages, first time and again, logs no "Reply was already sent"', async () => {
  for (const url of [`/home/${IDS.siteA}`, `/categories/${IDS.siteA}`, `/home/${IDS.siteA}`]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  }
  await settle();
  expect(text(warnings)).not.toMatch(/already sent/i);
  expect(warnings).toEqual([]);
});

test('a page that is not a public page (sign-in) is sent once too', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/login/${IDS.siteA}` });
  expect(res.statusCode).toBe(200);
  await settle();
  expect(warnings).toEqual([]);
});

test('a page at a preview time (issue 29) is not the kept public page: the plain shell, kept by no cache', async () => {
  const url = `/category/${IDS.siteA}/${IDS.basketball}`;
  const plain = await t.app.inject({ method: 'GET', url });
  expect(plain.headers['cache-control']).toMatch(/^public/);
  const preview = await t.app.inject({ method: 'GET', url: `${url}?previewAt=2030-01-01T00%3A00%3A00.000Z` });
  expect(preview.statusCode).toBe(200);
  expect(preview.headers['cache-control']).toBe('private, no-store');
  expect(preview.headers.etag).toBeUndefined();
  expect(preview.body).toContain('<div id="root"></div>');
  // The kept page is as it was.
  const again = await t.app.inject({ method: 'GET', url });
  expect(again.headers['cache-control']).toBe(plain.headers['cache-control']);
  expect(again.headers.etag).toBe(plain.headers.etag);
});
