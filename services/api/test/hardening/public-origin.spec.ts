/**
 * Issue 24 item 4: the `Host` header is not trusted. Absolute URLs (canonical and link-preview tags, robots.txt,
 * sitemaps, the OpenID Connect and Canva redirect addresses) come from PUBLIC_ORIGIN, and a request for an
 * unlisted Host shares the server-rendered page of the configured origin instead of forcing a fresh render.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { buildOidcTest } from '../helpers/oidc';

jest.setTimeout(60_000);

const ORIGIN = 'https://hall.example.org';
let apps: string;
let t: TestApp;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  mkdirSync(join(apps, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(apps, 'shell/dist/index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><title>Laurel</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({
    appsDir: apps,
    publicOrigins: [ORIGIN, 'http://kiosk.lan:8080'],
    canva: {
      clientId: 'canva-client',
      clientSecret: 'canva-secret',
      apiBase: 'http://127.0.0.1:9/rest',
      authorizeUrl: 'http://127.0.0.1:9/authorize',
      redirectUri: null,
      scopes: 'design:meta:read',
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

test("a random Host never appears in a page's canonical or link-preview addresses", async () => {
  const res = await get(`/home/${IDS.siteA}`, 'attacker.example');
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('attacker.example');
  expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/home/${IDS.siteA}" />`);
  // A listed origin is answered with itself (a school's LAN address beside the public one).
  const lan = await get(`/home/${IDS.siteA}`, 'kiosk.lan:8080');
  expect(lan.body).toContain(`<meta property="og:url" content="http://kiosk.lan:8080/home/${IDS.siteA}" />`);
});

test('random Hosts share the cached render of the configured origin (no fresh render per Host)', async () => {
  const first = await get(`/categories/${IDS.siteA}`, 'warm.example');
  expect(first.statusCode).toBe(200);
  const renders = jest.spyOn(t.app.repos.siteContent, 'index');
  const etags = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const res = await get(`/categories/${IDS.siteA}`, `x${i}-${Math.random().toString(36).slice(2)}.example`);
    expect(res.statusCode).toBe(200);
    etags.add(String(res.headers.etag));
  }
  expect(renders).not.toHaveBeenCalled();
  expect([...etags]).toEqual([String(first.headers.etag)]);
  renders.mockRestore();
});

test('robots.txt and the sitemaps name the configured origin whatever the Host', async () => {
  expect((await get('/robots.txt', 'attacker.example')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const index = await get('/sitemap.xml', 'attacker.example');
  expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/${IDS.siteA}.xml</loc>`);
  const site = await get(`/sitemaps/${IDS.siteA}.xml`, 'attacker.example');
  expect(site.body).toContain(`<loc>${ORIGIN}/home/${IDS.siteA}</loc>`);
  expect(site.body).not.toContain('attacker.example');
});

test("Canva's redirect address is on the configured origin, not the request's Host", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/canva/connect`,
    headers: { ...t.as('adminA'), host: 'attacker.example' },
  });
  expect(res.statusCode).toBe(200);
  const q = new URL(res.json().authorizationUrl).searchParams;
  expect(q.get('redirect_uri')).toBe(`${ORIGIN}/canva-redirect`);
});

test("the identity provider's redirect address is on the configured origin; an unlisted page Origin is refused", async () => {
  const o = await buildOidcTest();
  try {
    const start = await o.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/start',
      headers: { host: 'attacker.example' },
      payload: {},
    });
    expect(start.statusCode).toBe(200);
    const q = new URL(start.json().authorizationUrl).searchParams;
    expect(q.get('redirect_uri')).toBe('http://laurel.test/redirect');
    // A page on the attacker's Host (its Origin equal to its Host) is not one of ours.
    const fromThere = await o.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/start',
      headers: { host: 'attacker.example', origin: 'http://attacker.example' },
      payload: {},
    });
    expect(fromThere.statusCode).toBe(403);
  } finally {
    await o.close();
  }
});
