/**
 * Canva designs as PDF: Canva's export job with format pdf (the Connect API stand-in on loopback), the one
 * file downloaded through the outbound guard and made a `document` item with its cover drawn, as an uploaded
 * PDF is, then set as a folder's flipbook. A "PDF" that is something else adds nothing.
 */
import { NOT_A_PDF } from '../../src/services/media/media-ingest';
import { startCanva, type StandInCanva } from '@laurel/testing/stand-ins/canva';
import { IDS, type TestApp } from '../helpers/build-test-app';
import { buildCanvaApp, connectCanva, pollImport } from '../helpers/canva';

jest.setTimeout(60_000);

const A = `/api/v1/sites/${IDS.siteA}/canva`;
const libraryCount = async (t: TestApp) =>
  (await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/media`)).json().pagination.total;

let t: TestApp;
let canva: StandInCanva;
beforeAll(async () => {
  canva = await startCanva();
  t = await buildCanvaApp(canva);
  expect((await connectCanva(t, canva, 'adminA', IDS.siteA)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await canva.close();
});

it('offers PDF beside the pictures when Canva has it for the design', async () => {
  expect((await t.req('adminA', 'GET', `${A}/designs/DAF2Program/formats`)).json()).toEqual({
    formats: ['png', 'pdf'],
  });
});

it('imports a two-page design as one PDF with its cover, which a folder then shows as a flipbook', async () => {
  const before = await libraryCount(t);
  const start = await t.req('adminA', 'POST', `${A}/imports`, {
    designId: 'DAF2Program',
    format: 'pdf',
    title: 'Induction night programme',
  });
  expect(start.statusCode).toBe(202);
  expect([...canva.jobs.values()].at(-1)?.format).toBe('pdf');
  const done = await pollImport(t, 'adminA', IDS.siteA, start.json()._id);
  expect(done).toMatchObject({ state: 'done', format: 'pdf', done: 1, total: 1, message: null });
  const [book] = done.media;
  expect(book).toMatchObject({
    type: 'document',
    mimeType: 'application/pdf',
    metadata: { name: 'Induction night programme', tags: ['canva'], width: 960 },
  });
  expect(Object.keys(book.variants).map(Number)).toEqual([320, 640, 960]);
  expect(await libraryCount(t)).toBe(before + 1);
  const file = await t.app.inject({ method: 'GET', url: book.url });
  expect([file.statusCode, file.headers['content-type'], file.payload.slice(0, 5)]).toEqual([
    200,
    'application/pdf',
    '%PDF-',
  ]);
  expect(canva.requests.filter((r) => r.path.endsWith('.pdf'))).toHaveLength(1);

  const folder = await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}/categories/${IDS.basketball}`, {
    flipbook: book._id,
  });
  expect(folder.statusCode).toBe(200);
  expect(folder.json().flipbook).toMatchObject({ _id: book._id, type: 'document' });
});

it('a PDF export whose file is not a PDF fails with a clear message and adds nothing', async () => {
  canva.pdfBody = 'png';
  try {
    const before = await libraryCount(t);
    const start = (await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'pdf' })).json();
    const failed = await pollImport(t, 'adminA', IDS.siteA, start._id);
    expect(failed).toMatchObject({ state: 'failed', media: [], message: NOT_A_PDF });
    expect(await libraryCount(t)).toBe(before);
  } finally {
    canva.pdfBody = 'pdf';
  }
});

it('refuses PDF for a design Canva offers only as pictures', async () => {
  const res = await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF3Locked', format: 'pdf' });
  expect(res.statusCode).toBe(502);
  expect(res.json().message).toMatch(/^Canva answered 400/);
});
