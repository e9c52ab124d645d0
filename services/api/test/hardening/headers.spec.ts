/**
 * Issue 11 item 11: a Content-Security-Policy on every page and reply (checked in the browser by
 * e2e/tests/security-csp.spec.ts), HSTS only over https, and the refresh cookie Secure only when the request
 * came over https (directly, or through a proxy listed in TRUST_PROXY).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { SsrResult } from '@laurel/domain';
import { pageDocument } from '../../src/services/server-render/page-document';
import { buildTestApp, IDS, PASSWORD, type TestApp } from '../helpers/build-test-app';

/** Our origin and the hash of the one inline script a server-rendered page holds (never 'unsafe-inline'). */
const SCRIPT_SRC = (() => {
  const rendered = { html: '<p>x</p>', data: {}, stylesheets: [], root: { style: '', dark: false, touch: false } };
  const html = pageDocument(
    '<html><head></head><body><div id="root"></div></body></html>',
    null,
    rendered as unknown as SsrResult,
    [],
  );
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline).toHaveLength(1);
  return ["'self'", `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`];
})();

let apps: string;
let t: TestApp;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  const put = (file: string, text: string) => {
    mkdirSync(join(apps, file, '..'), { recursive: true });
    writeFileSync(join(apps, file), text);
  };
  put('shell/dist/index.html', '<!doctype html><title>shell</title>');
  put('cast/dist/standalone.html', '<!doctype html><title>cast</title>');
  t = await buildTestApp({ appsDir: apps, trustProxy: ['10.0.0.1'] });
});
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

test('every page carries the policy and the document headers: pages, the cast player', async () => {
  for (const url of ['/', '/home/site-a', '/login', '/cast/screen-1']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(SCRIPT_SRC);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']),
    );
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
    });
  }
});

/** Headers that only mean something for a document (left off JSON replies: docs/security.md, "Headers"). */
const DOCUMENT_ONLY = [
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

test('API JSON, errors and kept public reads carry the short policy of data, which allows nothing at all', async () => {
  const kept = `/api/v1/sites/${IDS.siteA}/categories/${IDS.sports}`;
  for (const url of [`/api/v1/sites/${IDS.siteA}`, '/api/v1/nope', kept, kept, '/api/v1/health']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of DOCUMENT_ONLY) expect([url, name, res.headers[name]]).toEqual([url, name, undefined]);
  }
  // A signed-in reply too, and HSTS still goes with any reply over https.
  const signedIn = await t.app.inject({
    method: 'GET',
    url: kept,
    headers: { ...t.as('adminA'), 'x-forwarded-proto': 'https' },
    remoteAddress: '10.0.0.1',
  });
  expect(signedIn.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(signedIn.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('CSP_SCRIPT_SRC adds a deployment’s script origins; a bad value stops the start with a clear message', async () => {
  const extra = await buildTestApp({ cspScriptSrc: ['https://cdn.example.test'], appsDir: apps });
  try {
    const res = await extra.app.inject({ method: 'GET', url: '/' });
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual([
      ...SCRIPT_SRC,
      'https://cdn.example.test',
    ]);
  } finally {
    await extra.close();
  }
  const { loadConfig } = await import('../../src/config');
  expect(() => loadConfig({ DATA_DIR: apps, CSP_SCRIPT_SRC: 'cdn.example.test/x' })).toThrow(
    'CSP_SCRIPT_SRC must list origins such as https://cdn.example.com (got "cdn.example.test/x").',
  );
});

test('services named in /config.json (even stand-ins on plain http) may be called; scripts stay our own', async () => {
  const file = join(apps, 'config.json');
  writeFileSync(
    file,
    JSON.stringify({
      datadog: { applicationId: 'a', clientToken: 'b', proxy: 'http://127.0.0.1:4555/intake' },
      launchdarkly: { clientSideId: 'c', streamUrl: 'http://127.0.0.1:4556', eventsUrl: 'https://events.example.test' },
      fontsBaseUrl: 'https://fonts.example.test/css2',
    }),
  );
  const named = await buildTestApp({ configJson: file, appsDir: apps });
  try {
    const csp = directives((await named.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4555', 'http://127.0.0.1:4556', 'https://events.example.test']),
    );
    expect(csp.get('style-src')).toContain('https://fonts.example.test');
    expect(csp.get('script-src')).toEqual(SCRIPT_SRC);
  } finally {
    await named.close();
  }
  writeFileSync(file, '{ not json');
  await expect(buildTestApp({ configJson: file })).rejects.toThrow(`CONFIG_JSON (${file}) is not a readable JSON file`);
});

test('HSTS only over https: not on plain http, not for a forged X-Forwarded-Proto, yes behind the trusted proxy', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/' });
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const forged = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
  expect(forged.headers['strict-transport-security']).toBeUndefined();
  const proxied = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'x-forwarded-proto': 'https' },
    remoteAddress: '10.0.0.1',
  });
  expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('the refresh cookie is Secure only when the sign-in came over https through the trusted proxy', async () => {
  const signIn = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin-a@laurel.test', password: PASSWORD },
      headers,
      remoteAddress,
    });
  const secureOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    Boolean(res.cookies.find((c) => c.name === 'laurel_refresh')?.secure);
  expect(secureOf(await signIn({}, '127.0.0.1'))).toBe(false);
  expect(secureOf(await signIn({ 'x-forwarded-proto': 'https' }, '127.0.0.1'))).toBe(false);
  expect(secureOf(await signIn({ 'x-forwarded-proto': 'https' }, '10.0.0.1'))).toBe(true);
});

test('CORS: none by default; with CORS_ORIGINS, listed front ends may call the API (reads, and preflights for writes)', async () => {
  const plain = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/styling`,
    headers: { origin: 'https://kiosk.example.test' },
  });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  const listed = await buildTestApp({ corsOrigins: ['https://kiosk.example.test'] });
  try {
    const read = await listed.app.inject({
      method: 'GET',
      url: `/api/v1/sites/${IDS.siteA}/styling`,
      headers: { origin: 'https://kiosk.example.test' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('https://kiosk.example.test');
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await listed.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.basketball}`,
      headers: { origin: 'https://kiosk.example.test', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    const other = await listed.app.inject({
      method: 'GET',
      url: `/api/v1/sites/${IDS.siteA}/styling`,
      headers: { origin: 'https://elsewhere.example.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  } finally {
    await listed.close();
  }
});
