/**
 * Issue 26 (phones): with the in-process change bus a kept public page is rechecked every couple of seconds
 * (writes that bypass the API). It is rendered again only when a reply it was made from changed: a render is
 * 100–400 ms of CPU on a busy machine, and it ran just as the visitor's browser asked for the page's stylesheets.
 * The shell's server render is stood in for by a module that reads the site's styling and counts its renders.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

jest.setTimeout(60_000);

const RENDER = `
let renders = 0;
exports.renderPage = async ({ url, fetch }) => {
  renders += 1;
  globalThis.__pageRenders = renders;
  const styling = await (await fetch('http://server-render/api/v1/sites/${IDS.siteA}/styling')).json();
  return {
    complete: true,
    html: '<main><h1>' + styling.styleName + '</h1></main>',
    data: { session: { styleID: '${IDS.siteA}', touchScreen: false }, path: url, queries: [] },
    stylesheets: [],
    root: { style: '', dark: false, touch: false },
  };
};`;

let apps: string;
let t: TestApp;
const realNow = Date.now;
let later = 0;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-apps-'));
  const put = (file: string, text: string) => {
    mkdirSync(dirname(join(apps, file)), { recursive: true });
    writeFileSync(join(apps, file), text);
  };
  put(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Laurel</title></head><body><div id="root"></div></body></html>',
  );
  put('shell/dist/server/render.js', RENDER);
  put('public-site/dist/server/remoteEntry.js', '');
  t = await buildTestApp({ appsDir: apps });
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
  rmSync(apps, { recursive: true, force: true });
});

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Opens Home once the kept replies are due for their recheck, and lets the background work finish. */
async function openWhenDue() {
  later += 3000;
  const res = await t.app.inject({ method: 'GET', url: `/home/${IDS.siteA}` });
  await settle();
  return res;
}

test('a recheck that finds the replies unchanged renders nothing; a change that bypassed the API is rendered', async () => {
  const first = await t.app.inject({ method: 'GET', url: `/home/${IDS.siteA}` });
  expect(first.body).toContain('<h1>Site A</h1>');
  expect(renders()).toBe(1);
  for (let i = 0; i < 3; i += 1) await openWhenDue();
  expect(renders()).toBe(1);

  // A write that bypasses the API (no notice): the styling reply changes at its own recheck, then the page.
  await t.app.mongo.db.collection('sites').updateOne({ siteID: IDS.siteA }, { $set: { styleName: 'Renamed' } });
  let body = '';
  for (let i = 0; i < 4 && !body.includes('Renamed'); i += 1) body = (await openWhenDue()).body;
  expect(body).toContain('<h1>Renamed</h1>');
  expect(renders()).toBe(2);
});
