import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

let apps: string;
let t: TestApp;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  mkdirSync(join(apps, 'shell/dist'), { recursive: true });
  writeFileSync(
    join(apps, 'shell/dist/index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="" /><title>Laurel</title></head><body><div id="root"></div></body></html>',
  );
  // Behind a TLS proxy (the injected requests come from 127.0.0.1): only a listed proxy may say https.
  t = await buildTestApp({ appsDir: apps, trustProxy: ['127.0.0.1'], publicOrigins: ['https://hall.example.org'] });
  const patch = await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}`, {
    text: {
      metaTitle: 'Site A Hall of Fame',
      metaDescription: 'Honouring the "best" of Site A <since 1950>.',
      metaAuthor: 'Site A Athletics',
    },
  });
  expect(patch.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'hall.example.org', 'x-forwarded-proto': 'https' } });

test("a public page's HTML carries the SEO title, description, author and link-preview tags", async () => {
  const res = await page('/home/site-a');
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain('<title>Site A Hall of Fame</title>');
  expect(html).not.toContain('<title>Laurel</title>');
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).toContain(
    '<meta name="description" content="Honouring the &quot;best&quot; of Site A &lt;since 1950&gt;." />',
  );
  expect(html).toContain('<meta name="author" content="Site A Athletics" />');
  expect(html).toContain('<meta property="og:title" content="Site A Hall of Fame" />');
  expect(html).toContain('<meta property="og:url" content="https://hall.example.org/home/site-a" />');
  expect(html).toContain('<meta name="twitter:card"');
  expect(html).toContain('<div id="root"></div>');
});

test("a folder's and a profile's pages name them; unpublished ones are not described", async () => {
  const folder = (await page(`/category/site-a/${IDS.basketball}`)).body;
  expect(folder).toContain('<title>Basketball | Site A Hall of Fame</title>');
  const entry = (await page(`/entry/site-a/${IDS.basketball}/${IDS.entryLive}`)).body;
  expect(entry).toContain('<title>Ada Lovelace | Site A Hall of Fame</title>');
  expect(entry).toContain('<meta property="og:type" content="profile" />');
  const draft = (await page(`/entry/site-a/${IDS.basketball}/${IDS.entryDraft}`)).body;
  expect(draft).toContain('<title>Site A Hall of Fame</title>');
  expect(draft).not.toContain('Draft Person');
  const hidden = (await page(`/category/site-a/${IDS.hidden}`)).body;
  expect(hidden).toContain('<title>Site A Hall of Fame</title>');
});
