/**
 * robots.txt and the sitemaps: crawlers are kept to the public pages, and the sitemaps list each site's
 * published pages only, kept in the site's public view (ETag/304, a new list right after an edit).
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  // Behind a TLS proxy (the injected requests come from 127.0.0.1): only a listed proxy may say https.
  t = await buildTestApp({ trustProxy: ['127.0.0.1'], publicOrigins: ['https://hall.example.org'] });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'hall.example.org', 'x-forwarded-proto': 'https', ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test('robots.txt names the sitemap and keeps crawlers out of editing, settings, sign-in and the API', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const lines = res.body.split('\n');
  expect(lines).toContain('Sitemap: https://hall.example.org/sitemap.xml');
  for (const path of ['/settings', '/bulkCategoryEditor', '/login', '/mediaLibrary', '/cast-screen', '/api/v1/'])
    expect(lines).toContain(`Disallow: ${path}`);
  // a shared profile's photo stays readable by link-preview crawlers
  expect(lines).toContain('Allow: /api/v1/media/');
  for (const path of ['/home', '/category', '/entry']) expect(lines).not.toContain(`Disallow: ${path}`);
});

test("sitemap.xml lists one sitemap per site, and each lists the site's published pages only", async () => {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect(locs(index.body)).toEqual(
    expect.arrayContaining([
      `https://hall.example.org/sitemaps/${IDS.siteA}.xml`,
      `https://hall.example.org/sitemaps/${IDS.siteB}.xml`,
    ]),
  );
  const site = await get(`/sitemaps/${IDS.siteA}.xml`);
  expect(site.statusCode).toBe(200);
  const urls = locs(site.body);
  expect(urls).toContain(`https://hall.example.org/home/${IDS.siteA}`);
  expect(urls).toContain(`https://hall.example.org/categories/${IDS.siteA}`);
  // a folder that shows its people itself is listed, not their profiles; a one-profile folder leads to it
  expect(urls).toContain(`https://hall.example.org/category/${IDS.siteA}/${IDS.basketball}`);
  expect(urls).toContain(`https://hall.example.org/entry/${IDS.siteA}/${IDS.other}/${IDS.entryOther}`);
  expect(urls).not.toContain(`https://hall.example.org/category/${IDS.siteA}/${IDS.other}`);
  for (const hidden of [IDS.entryLive, IDS.entryDraft, IDS.entryHidden, IDS.hidden])
    expect(site.body).not.toContain(hidden);
  // another site's pages are in its own sitemap
  expect(site.body).not.toContain(IDS.siteB);
  expect((await get('/sitemaps/no-such-site.xml')).statusCode).toBe(404);
});

test('a sitemap is answered 304 while unchanged, and lists a folder published a moment ago', async () => {
  const url = `/sitemaps/${IDS.siteA}.xml`;
  const first = await get(url);
  const etag = first.headers.etag as string;
  expect(first.headers['cache-control']).toMatch(/public/);
  expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  const publish = await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.hidden}`, {
    isLive: true,
  });
  expect(publish.statusCode).toBe(200);
  const after = await get(url, { 'if-none-match': etag });
  expect(after.statusCode).toBe(200);
  expect(locs(after.body)).toContain(`https://hall.example.org/entry/${IDS.siteA}/${IDS.hidden}/${IDS.entryHidden}`);
});

test('a client that is not a listed proxy cannot make the sitemap name https addresses', async () => {
  const untrusted = await buildTestApp({ publicOrigins: ['http://hall.example.org', 'https://hall.example.org'] });
  try {
    const res = await untrusted.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'hall.example.org', 'x-forwarded-proto': 'https' },
    });
    expect(res.body.split('\n')).toContain('Sitemap: http://hall.example.org/sitemap.xml');
  } finally {
    await untrusted.close();
  }
});
