/**
 * Flipbooks: a PDF uploaded to the media library (checked by content and declared type, size-limited), served
 * with byte ranges so the viewer loads pages as needed, and set on a folder or a profile, where visitors
 * see it only while that folder or profile is published.
 */
import sharp from 'sharp';
import { makePdf } from '@laurel/testing/fixtures/make-pdf';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';
import { multipart } from '../helpers/multipart';

jest.setTimeout(60_000);

let t: TestApp;
const base = `/api/v1/sites/${IDS.siteA}`;
const pdf = makePdf(['Page 1', 'Page 2', 'Page 3', 'Page 4']);

beforeAll(async () => {
  t = await buildTestApp({ mediaMaxBytes: 20_000 });
  await addMedia(t.app, IDS.siteA, 'photo-1');
});
afterAll(() => t.close());

// Uploaded into the basketball folder: the editor limited to it may then use the PDF (media-scope).
const upload = (file: { name: string; data: Buffer; type: string }) => {
  const { payload, headers } = multipart({ categoryID: IDS.basketball }, file);
  return t.app.inject({ method: 'POST', url: `${base}/media`, payload, headers: { ...headers, ...t.as('editorAll') } });
};
const mediaCount = () => t.app.mongo.db.collection('media').countDocuments({ siteID: IDS.siteA });
let pdfId = '';
let pdfItem: { variants: Record<string, string>; metadata: object } = { variants: {}, metadata: {} };

describe('PDF upload', () => {
  it('accepts a PDF as a document and serves it with byte ranges, sandboxed', async () => {
    const res = await upload({ name: 'Yearbook 1998.pdf', data: pdf, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ type: 'document', mimeType: 'application/pdf' });
    expect(item.metadata).toMatchObject({ name: 'Yearbook 1998.pdf', size: pdf.length });
    expect(item.url).toMatch(/\.pdf$/);
    pdfId = item._id;
    pdfItem = item;

    const whole = await t.app.inject({ method: 'GET', url: item.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-security-policy']).toBe('sandbox');
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('%PDF-1.4');
  });

  it('draws the first page as the book’s cover, in the sizes a page picks from', async () => {
    const item = pdfItem;
    expect(Object.keys(item.variants).map(Number)).toEqual([320, 640, 960]);
    expect(item.metadata).toMatchObject({ width: 960, height: Math.round((960 * 595) / 420) });
    const cover = await t.app.inject({ method: 'GET', url: item.variants['960'] });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(cover.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([960, Math.round((960 * 595) / 420)]);
    // The fixture's first page: a red band across the top, white below it.
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).slice(0, 3)];
    const [r, g, b] = pixel(480, 20);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(100);
    expect(pixel(480, 900)).toEqual([255, 255, 255]);
  });

  it('keeps a PDF whose first page cannot be drawn, without a cover', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('not really a PDF body '.repeat(60))]);
    const res = await upload({ name: 'Damaged.pdf', data: broken, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'document', variants: {} });
    await t.app.mongo.db.collection('media').deleteOne({ _id: res.json()._id }); // the later lists hold one PDF
  });

  it('refuses a file sent as a PDF that is not one, with a clear message, and keeps nothing', async () => {
    const before = await mediaCount();
    const res = await upload({
      name: 'programme.pdf',
      data: Buffer.from('Not a PDF at all '.repeat(30)),
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'This file is not a PDF: its content does not start like a PDF document. Export it again as a PDF and upload that file.',
    );
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a PDF disguised as a photo and a PDF over the size limit', async () => {
    const before = await mediaCount();
    const disguised = await upload({ name: 'photo.jpg', data: pdf, type: 'image/jpeg' });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/Unsupported file type: .* or a PDF\./);
    const big = makePdf(Array.from({ length: 80 }, (_, i) => `Page ${i + 1}`));
    expect(big.length).toBeGreaterThan(20_000);
    const tooBig = await upload({ name: 'big.pdf', data: big, type: 'application/pdf' });
    expect(tooBig.statusCode).toBe(413);
    expect(await mediaCount()).toBe(before);
  });
});

describe('the media library by type', () => {
  it('lists only PDFs for a flipbook and leaves them out of a photo picker', async () => {
    const list = async (type: string) =>
      (await t.req('editorAll', 'GET', `${base}/media?type=${type}`)).json().media.map((m: { _id: string }) => m._id);
    expect(await list('document')).toEqual([pdfId]);
    const photos = await list('image,video');
    expect(photos).toContain('photo-1');
    expect(photos).not.toContain(pdfId);
    expect((await t.req('editorAll', 'GET', `${base}/media?type=spreadsheet`)).statusCode).toBe(400);
  });
});

describe('a flipbook on a folder or a profile', () => {
  it('stores the PDF on a folder and a profile, and refuses a photo as a flipbook or a PDF as a photo', async () => {
    const folder = await t.req('editorLimited', 'PATCH', `${base}/categories/${IDS.basketball}`, { flipbook: pdfId });
    expect(folder.statusCode).toBe(200);
    expect(folder.json().flipbook).toMatchObject({ _id: pdfId, type: 'document' });

    const entry = await t.req('editorAll', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: `/entry/${IDS.entryLive}`,
      patch: { flipbook: pdfId },
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json().flipbook).toMatchObject({ _id: pdfId, mimeType: 'application/pdf' });

    const photoAsBook = await t.req('editorAll', 'PATCH', `${base}/categories/${IDS.other}`, { flipbook: 'photo-1' });
    expect(photoAsBook.statusCode).toBe(400);
    expect(photoAsBook.json().message).toBe('Media photo-1 is not a PDF: a flipbook shows a PDF file.');
    const pdfAsPhoto = await t.req('editorAll', 'PATCH', `${base}/entity-media`, {
      documentType: 'entry',
      documentId: IDS.entryOther,
      field: 'headshot',
      mediaIds: [pdfId],
    });
    expect(pdfAsPhoto.statusCode).toBe(400);
    expect(pdfAsPhoto.json().message).toBe(`Media ${pdfId} is a PDF: it can only be shown as a flipbook.`);
    const other = await t.req('editorAll', 'GET', `${base}/categories/${IDS.other}?cms=1`);
    expect(other.json().category.flipbook ?? null).toBeNull();
  });

  it('sets it through entity-media too, and an editor limited to another folder may not', async () => {
    const set = await t.req('editorAll', 'PATCH', `${base}/entity-media`, {
      documentType: 'category',
      documentId: IDS.other,
      field: 'flipbook',
      mediaIds: [pdfId],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().flipbook._id).toBe(pdfId);
    const limited = await t.req('editorLimited', 'PATCH', `${base}/entity-media`, {
      documentType: 'category',
      documentId: IDS.other,
      field: 'flipbook',
      mediaIds: [],
    });
    expect(limited.statusCode).toBe(403);
  });

  it('shows visitors the flipbook of a published folder or profile only', async () => {
    const folder = await t.req('anonymous', 'GET', `${base}/categories/${IDS.basketball}`);
    expect(folder.json().category.flipbook._id).toBe(pdfId);
    const entry = await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`);
    expect(entry.json().entry.flipbook._id).toBe(pdfId);

    await t.req('editorAll', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: `/entry/${IDS.entryLive}`,
      patch: { isLive: false },
    });
    await t.req('editorAll', 'PATCH', `${base}/categories/${IDS.other}`, { isLive: false });
    expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).statusCode).toBe(404);
    expect((await t.req('anonymous', 'GET', `${base}/categories/${IDS.other}`)).statusCode).toBe(404);
    expect((await t.req('editorAll', 'GET', `${base}/entries/${IDS.entryLive}?cms=1`)).json().entry.flipbook._id).toBe(
      pdfId,
    );

    const cleared = await t.req('editorAll', 'PATCH', `${base}/categories/${IDS.basketball}`, { flipbook: null });
    expect(cleared.json().flipbook).toBeNull();
  });
});
