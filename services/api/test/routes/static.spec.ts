/** The front ends served beside the API: SPA fallback, remotes, /remotes.json, the cast player; missing builds are 404s. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let apps: string;
let t: TestApp;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  const put = (file: string, text: string) => {
    mkdirSync(join(apps, file, '..'), { recursive: true });
    writeFileSync(join(apps, file), text);
  };
  put(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  put('shell/dist/assets/main.js', 'console.log("shell")');
  put('public-site/dist/mf-manifest.json', '{"name":"public_site"}');
  put('public-site/dist/remoteEntry.js', 'var public_site;');
  put('public-site/dist/135.ae351c80.js', 'chunk();');
  put('cast/dist/standalone.html', '<!doctype html><title>cast</title>');
  t = await buildTestApp({ appsDir: apps });
});
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('app routes fall back to the shell; its assets are served as files', async () => {
  for (const url of ['/', '/home/site-a', '/category/site-a/cat-1?filter=a', '/settings/site-a/users']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  }
  // Pages that are not a known site's public page keep the shell's own title.
  expect((await get('/settings/site-a/users')).body).toContain('<title>shell</title>');
  expect((await get('/home/no-such-site')).body).toContain('<title>shell</title>');
  expect((await get('/assets/main.js')).body).toBe('console.log("shell")');
});

test('API paths never fall back to the shell', async () => {
  const res = await get('/api/v1/unknown');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Route GET:/api/v1/unknown not found');
  expect((await t.app.inject({ method: 'POST', url: '/home/x' })).statusCode).toBe(404);
});

test('/remotes.json lists only the remotes that are built; their files are served', async () => {
  const res = await get('/remotes.json');
  expect(res.json()).toEqual({ public_site: '/remotes/public-site/mf-manifest.json' });
  expect((await get('/remotes/public-site/remoteEntry.js')).body).toBe('var public_site;');
  expect((await get('/remotes/cms/remoteEntry.js')).statusCode).toBe(404);
  const escape = await get('/remotes/public-site/..%2F..%2Fshell%2Fdist%2Fassets%2Fmain.js');
  expect(escape.statusCode).toBe(404);
  expect(escape.body).not.toContain('console.log');
});

test('/cast/{screenId} serves the standalone cast player', async () => {
  const res = await get('/cast/screen-1');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>cast</title>');
});

test('with nothing built the API still runs and says what is missing', async () => {
  const bare = await buildTestApp({ appsDir: join(apps, 'none') });
  try {
    expect((await bare.app.inject({ method: 'GET', url: '/home/x' })).json().message).toBe(
      'The shell is not built. Run `npm run build`.',
    );
    expect((await bare.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({});
    expect((await bare.app.inject({ method: 'GET', url: '/cast/s' })).statusCode).toBe(404);
    expect((await bare.app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toEqual({ ok: true });
  } finally {
    await bare.close();
  }
});

test('REMOTES_JSON replaces the generated list', async () => {
  const file = join(apps, 'remotes.json');
  writeFileSync(file, JSON.stringify({ cms: 'https://cdn.example.test/cms/mf-manifest.json' }));
  const custom = await buildTestApp({ appsDir: apps, remotesJson: file });
  try {
    expect((await custom.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
      cms: 'https://cdn.example.test/cms/mf-manifest.json',
    });
  } finally {
    await custom.close();
  }
});

test("a remote's files named by their content are kept a year; its manifest, entry and /remotes.json are checked on each use", async () => {
  const hashed = await get('/remotes/public-site/135.ae351c80.js');
  expect(hashed.body).toBe('chunk();');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const url of ['/remotes/public-site/mf-manifest.json', '/remotes/public-site/remoteEntry.js', '/remotes.json'])
    expect((await get(url)).headers['cache-control']).toBe('no-cache');
});
