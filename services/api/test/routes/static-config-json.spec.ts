/** /config.json is the shell's runtime config (the file named by CONFIG_JSON, `{}` without one, never the SPA page); remotes' precompressed builds are sent as they are. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'laurel-config-json-'));
  mkdirSync(join(dir, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(dir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withApp(configJson: string | null, check: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp({ appsDir: dir, configJson });
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

test('without CONFIG_JSON, /config.json is an empty object (monitoring and flags off), not the shell page', async () => {
  await withApp(null, async (t) => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({});
    expect(res.body).not.toContain('<title>shell</title>');
  });
});

test('with CONFIG_JSON, /config.json is that file, revalidated on every load', async () => {
  const file = join(dir, 'config.json');
  const settings = {
    datadog: { applicationId: 'app-1', clientToken: 'pub-token', env: 'staging' },
    launchdarkly: { clientSideId: 'ld-1' },
  };
  writeFileSync(file, JSON.stringify(settings));
  await withApp(file, async (t) => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

test('CONFIG_JSON is read from the environment', () => {
  expect(
    loadConfig({ CONFIG_JSON: '/etc/laurel/config.json', JWT_SECRET: 'x'.repeat(32) }, { dataDir: dir }).configJson,
  ).toBe('/etc/laurel/config.json');
  expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { dataDir: dir }).configJson).toBeNull();
});

test("a remote's precompressed files are sent as they are to browsers that accept them", async () => {
  const { brotliCompressSync, brotliDecompressSync } = await import('node:zlib');
  const js = 'console.log("public site");'.repeat(100);
  mkdirSync(join(dir, 'public-site', 'dist'), { recursive: true });
  writeFileSync(join(dir, 'public-site', 'dist', 'chunk.js'), js);
  writeFileSync(join(dir, 'public-site', 'dist', 'chunk.js.br'), brotliCompressSync(js));
  await withApp(null, async (t) => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/remotes/public-site/chunk.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/remotes/public-site/chunk.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});
