/**
 * The Canva importer's "Show on Home at…" (issue 29): a picture imported from Canva (the stand-in) goes on Home
 * as a button at a chosen second, as a scheduled change to Home; before it, no public reply has the button.
 */
import { startCanva, type StandInCanva } from '@laurel/testing/stand-ins/canva';
import { IDS, type TestApp } from '../helpers/build-test-app';
import { buildCanvaApp, connectCanva, pollImport } from '../helpers/canva';

jest.setTimeout(60_000);

let t: TestApp;
let canva: StandInCanva;
beforeAll(async () => {
  canva = await startCanva();
  t = await buildCanvaApp(canva);
});
afterAll(async () => {
  await t.close();
  await canva.close();
});

const base = `/api/v1/sites/${IDS.siteA}`;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();
const homeButtons = async () =>
  (await t.req('anonymous', 'GET', `${base}/styling`)).json().homeButtons as {
    label: string;
    type: string;
    data: { image?: { _id: string } };
  }[];

test('an imported Canva page goes on Home at its second, and not before', async () => {
  expect((await connectCanva(t, canva, 'adminA', IDS.siteA)).status).toBe(200);
  const start = await t.req('adminA', 'POST', `${base}/canva/imports`, {
    designId: 'DAF2Program',
    format: 'png',
    title: 'Class of 2026',
  });
  const done = await pollImport(t, 'adminA', IDS.siteA, start.json()._id);
  expect(done).toMatchObject({ state: 'done', done: 2 });
  const page2 = done.media[1]._id as string;

  // Home has no buttons yet; the change is the whole list then: the new picture button.
  expect(await homeButtons()).toEqual([]);
  const button = { type: 'Image', label: 'Class of 2026', data: { image: page2 } };
  const change = { homeButtons: [button] };
  const at = ahead(60_000);
  // Home is the site admin's: an editor cannot schedule it, and a picture of no library is refused.
  expect((await t.req('editorAll', 'POST', `${base}/schedules/home`, { change, at })).statusCode).toBe(403);
  const foreign = { homeButtons: [{ ...button, data: { image: 'not-in-library' } }] };
  const refused = await t.req('adminA', 'POST', `${base}/schedules/home`, { change: foreign, at });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('Media not-in-library not found.');
  expect(await t.app.mongo.db.collection('schedules').countDocuments({ kind: 'home' })).toBe(0);

  const res = await t.req('adminA', 'POST', `${base}/schedules/home`, { change, at });
  expect(res.statusCode).toBe(201);
  expect((await t.req('adminA', 'GET', `${base}/schedules`)).json().schedules).toMatchObject([
    { kind: 'home', action: 'publish', at },
  ]);
  const home = await t.req('anonymous', 'GET', `${base}/styling`);
  expect(home.body).not.toContain(page2);
  expect((await homeButtons()).map((b) => b.label)).not.toContain('Class of 2026');

  expect(await t.app.runSchedules(Date.parse(at))).toBe(1);
  expect(await homeButtons()).toMatchObject([
    {
      type: 'Image',
      label: 'Class of 2026',
      data: { image: { _id: page2 } },
    },
  ]);
});
