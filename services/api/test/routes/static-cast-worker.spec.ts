/** /cast/sw.js is the standalone cast player's service worker, not a screen id; it is revalidated on every check. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let apps: string;
let t: TestApp;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  mkdirSync(join(apps, 'cast', 'dist'), { recursive: true });
  writeFileSync(join(apps, 'cast', 'dist', 'standalone.html'), '<!doctype html><title>cast</title>');
  writeFileSync(join(apps, 'cast', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await buildTestApp({ appsDir: apps });
});
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

test('/cast/sw.js serves the built worker as JavaScript with no-cache', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/cast/sw.js' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('self.addEventListener("fetch", () => {});');
  expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['service-worker-allowed']).toBeUndefined();
});

test('other ids still get the player page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/cast/sw' });
  expect(res.body).toContain('<title>cast</title>');
});

test('without a built worker /cast/sw.js is a 404, never the player page', async () => {
  rmSync(join(apps, 'cast', 'dist', 'sw.js'));
  const res = await t.app.inject({ method: 'GET', url: '/cast/sw.js' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('The cast player is not built.');
});
