import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const base = `/api/v1/sites/${IDS.siteA}`;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp({ mediaMaxBytes: 200_000 });
});
afterAll(() => t.close());

const upload = async (
  file: Parameters<typeof multipart>[1],
  fields: Record<string, string> = {},
  role: Parameters<TestApp['as']>[0] = 'editorAll',
) => {
  const { payload, headers } = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: `${base}/media`, payload, headers: { ...headers, ...t.as(role) } });
};
const mediaCount = () => t.app.mongo.db.collection('media').countDocuments({ siteID: IDS.siteA });

describe('media upload', () => {
  it('keeps the focal point chosen at upload, lets an editor move it, and refuses one outside the photo', async () => {
    const res = await upload(
      { name: 'face.png', data: await png(400, 600), type: 'image/png' },
      { focalPoint: '40,25' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().metadata.focalPoint).toEqual({ x: 0.4, y: 0.25 });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${res.json()._id}`,
      headers: t.as('editorAll'),
      payload: { metadata: { focalPoint: { x: 0.555, y: 0.1 } } },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().metadata).toMatchObject({ name: 'face.png', focalPoint: { x: 0.555, y: 0.1 } });
    const outside = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${res.json()._id}`,
      headers: t.as('editorAll'),
      payload: { metadata: { focalPoint: { x: 1.2, y: 0.1 } } },
    });
    expect(outside.statusCode).toBe(400);
    const before = await mediaCount();
    const bad = await upload({ name: 'x.png', data: await png(50, 50), type: 'image/png' }, { focalPoint: 'middle' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('focalPoint must be "x,y" with two numbers from 0 to 100.');
    expect(await mediaCount()).toBe(before);
  });

  it('stores the image, makes smaller variants and serves them with immutable cache headers', async () => {
    const res = await upload(
      { name: 'team.png', data: await png(1500, 1000), type: 'image/png' },
      { description: 'Team photo', tags: 'team, 1998' },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      siteID: IDS.siteA,
      mimeType: 'image/png',
      type: 'image',
      isExternal: false,
      hideInDAM: false,
    });
    expect(item.metadata).toMatchObject({
      name: 'team.png',
      description: 'Team photo',
      tags: ['team', '1998'],
      width: 1500,
      height: 1000,
    });
    // every variant width below the original's (the original itself is the widest srcset candidate)
    expect(
      Object.keys(item.variants)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([320, 640, 960, 1280]);
    const original = await t.app.inject({ method: 'GET', url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const variant = await t.app.inject({ method: 'GET', url: item.variants['320'] });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
  });

  it('judges the type by content, not by name: a text file called photo.jpg is refused with 415', async () => {
    const before = await mediaCount();
    const res = await upload({
      name: 'photo.jpg',
      data: Buffer.from('definitely not a picture '.repeat(20)),
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Unsupported file type/);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file over the size limit with 413 and leaves no file behind', async () => {
    const before = await mediaCount();
    const big = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const res = await upload({ name: 'big.png', data: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than the upload limit/);
    expect(await mediaCount()).toBe(before);
    const dir = path.join(t.app.config.dataDir, 'media', IDS.siteA);
    expect(readdirSync(dir).filter((f) => f.endsWith('.upload'))).toEqual([]);
  });

  it('asks for multipart with a "file" field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${base}/media`,
      payload: { file: 'x' },
      headers: t.as('editorAll'),
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload({ name: 'a.png', data: await png(10, 10), field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field named "file"/);
  });
});

describe('media library', () => {
  it('adds YouTube, Vimeo and plain URLs as references and rejects a YouTube type for another host', async () => {
    const yt = await t.app.inject({
      method: 'POST',
      url: `${base}/media/external`,
      headers: t.as('editorAll'),
      payload: { url: 'https://youtu.be/abc123', externalType: 'youtube', name: 'Highlights' },
    });
    expect(yt.statusCode).toBe(201);
    expect(yt.json()).toMatchObject({
      isExternal: true,
      type: 'video',
      url: 'https://youtu.be/abc123',
      metadata: { externalType: 'youtube', name: 'Highlights' },
    });
    const vimeo = await t.app.inject({
      method: 'POST',
      url: `${base}/media/external`,
      headers: t.as('editorAll'),
      payload: { url: 'https://vimeo.com/12345', externalType: 'vimeo', name: 'Ceremony' },
    });
    expect(vimeo.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/media/external`,
      headers: t.as('editorAll'),
      payload: { url: 'https://evil.example/watch', externalType: 'youtube', name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not a YouTube URL/);
    const script = await t.app.inject({
      method: 'POST',
      url: `${base}/media/external`,
      headers: t.as('editorAll'),
      payload: { url: 'javascript:alert(1)', externalType: 'url', name: 'x' },
    });
    expect(script.statusCode).toBe(400);
  });

  it('searches by text and tags with pages of the requested size', async () => {
    for (let i = 0; i < 5; i++) {
      await upload({ name: `gallery-${i}.png`, data: await png(50, 50) }, { tags: i % 2 ? 'gallery,odd' : 'gallery' });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `${base}/media?tags=gallery&limit=2&page=2`,
      headers: t.as('editorAll'),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page.json().media).toHaveLength(2);
    const odd = await t.app.inject({
      method: 'GET',
      url: `${base}/media?tags=gallery,odd`,
      headers: t.as('editorAll'),
    });
    expect(odd.json().pagination.total).toBe(2);
    const text = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=HIGHLIGHTS`,
      headers: t.as('editorAll'),
    });
    expect(text.json().media.map((m: { metadata: { name: string } }) => m.metadata.name)).toEqual(['Highlights']);
    const semantic = await t.app.inject({
      method: 'GET',
      url: `${base}/media?vectorQuery=${encodeURIComponent('team photo at night')}`,
      headers: t.as('editorAll'),
    });
    // No embeddings provider here: a search by meaning is answered by words, and the reply says so.
    expect(semantic.statusCode).toBe(200);
    expect(semantic.json().search).toEqual({
      semanticAvailable: false,
      answeredBy: 'words',
      note: expect.stringMatching(/^Search by meaning is not set up on this server/),
    });
    const byWordsAsMeaning = await t.app.inject({
      method: 'GET',
      url: `${base}/media?vectorQuery=highlights`,
      headers: t.as('editorAll'),
    });
    expect(byWordsAsMeaning.json().media.map((m: { metadata: { name: string } }) => m.metadata.name)).toEqual([
      'Highlights',
    ]);
    const defaults = await t.app.inject({ method: 'GET', url: `${base}/media`, headers: t.as('editorAll') });
    expect(defaults.json().pagination.limit).toBe(24);
  });

  it('soft-deletes with hideInDAM true (listed only as deleted) and restores with false', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=highlights`,
      headers: t.as('editorAll'),
    });
    const id = list.json().media[0]._id;
    const del = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${id}`,
      headers: t.as('editorAll'),
      payload: { hideInDAM: true, metadata: { description: 'old cut' } },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ hideInDAM: true, metadata: { description: 'old cut', name: 'Highlights' } });
    const visible = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=highlights`,
      headers: t.as('editorAll'),
    });
    expect(visible.json().media).toEqual([]);
    const deleted = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=highlights&hideInDAM=true`,
      headers: t.as('editorAll'),
    });
    expect(deleted.json().media.map((m: { _id: string }) => m._id)).toEqual([id]);
    const restore = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${id}`,
      headers: t.as('editorAll'),
      payload: { hideInDAM: false },
    });
    expect(restore.json().hideInDAM).toBe(false);
  });

  it('keeps a focal point that cover crops follow', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=highlights`,
      headers: t.as('editorAll'),
    });
    const id = list.json().media[0]._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${id}`,
      headers: t.as('editorAll'),
      payload: { metadata: { focalPoint: { x: 0.5, y: 0.3 } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.focalPoint).toEqual({ x: 0.5, y: 0.3 });
  });

  it('rejects unknown fields, wrong types and operator ids without changing anything', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/media?text=highlights`,
      headers: t.as('editorAll'),
    });
    const id = list.json().media[0]._id;
    for (const payload of [
      { hideInDAM: 'yes' },
      { metadata: { width: 5 } },
      { metadata: { focalPoint: { x: 1.5, y: 0.2 } } },
      { metadata: { focalPoint: { x: 0.5 } } },
      { owner: 'me' },
      { metadata: { $set: { x: 1 } } },
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${base}/media/${id}`,
        headers: t.as('editorAll'),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const op = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/${encodeURIComponent('{"$gt":""}')}`,
      headers: t.as('editorAll'),
      payload: { hideInDAM: true },
    });
    expect(op.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${base}/media/no-such-media`,
      headers: t.as('editorAll'),
      payload: { hideInDAM: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.app.mongo.db.collection('media').countDocuments({ hideInDAM: true })).toBe(0);
  });

  it('serves byte ranges (video seeking) and refuses ranges past the end with 416', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${base}/media?text=team`, headers: t.as('editorAll') });
    const url = list.json().media[0].url;
    const whole = await t.app.inject({ method: 'GET', url });
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(whole.rawPayload.length - 5));
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.rawPayload.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('does not serve files outside the media folder', async () => {
    for (const url of [
      '/api/v1/media/site-a/..%2F..%2Fjwt-secret',
      '/api/v1/media/..%2Fsite-a/x.png',
      '/api/v1/media/site-a/nothing.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('entity media', () => {
  let mediaId: string;
  beforeAll(async () => {
    // Uploaded by the limited editor into their folder: the media of their folders is what they may use.
    const file = { name: 'headshot.png', data: await png(400, 500) };
    mediaId = (await upload(file, { categoryID: IDS.basketball }, 'editorLimited')).json()._id;
  });

  it('sets an entry headshot from a media id, storing the full media item', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/entity-media`,
      headers: t.as('editorLimited'),
      payload: { documentType: 'entry', documentId: IDS.entryLive, field: 'headshot', mediaIds: [mediaId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().headshot).toMatchObject({ _id: mediaId, type: 'image' });
    const entry = await t.app.inject({ method: 'GET', url: `${base}/entries/${IDS.entryLive}` });
    expect(entry.json().entry.headshot._id).toBe(mediaId);
  });

  it('sets the site sponsor list in order (admins only) and clears a single field with no ids', async () => {
    const other = (await upload({ name: 'sponsor.png', data: await png(64, 32) })).json()._id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/entity-media`,
      headers: t.as('adminA'),
      payload: { documentType: 'site', documentId: IDS.siteA, field: 'sponsorImages', mediaIds: [other, mediaId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sponsorImages.map((m: { _id: string }) => m._id)).toEqual([other, mediaId]);
    const editor = await t.app.inject({
      method: 'PATCH',
      url: `${base}/entity-media`,
      headers: t.as('editorAll'),
      payload: { documentType: 'site', documentId: IDS.siteA, field: 'primaryLogo', mediaIds: [] },
    });
    expect(editor.statusCode).toBe(403);
    const clear = await t.app.inject({
      method: 'PATCH',
      url: `${base}/entity-media`,
      headers: t.as('editorAll'),
      payload: { documentType: 'category', documentId: IDS.sports, field: 'background', mediaIds: [] },
    });
    expect(clear.json().background).toBeNull();
  });

  it('says where a media item is shown: a profile (its headshot) and the site (its sponsors)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/media/${mediaId}/usage`,
      headers: t.as('editorAll'),
    });
    expect(res.statusCode).toBe(200);
    const usedIn = res.json().usedIn as { documentType: string; documentId: string; fields: string[] }[];
    expect(usedIn).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentType: 'entry', documentId: IDS.entryLive, fields: ['headshot'] }),
        expect.objectContaining({ documentType: 'site', documentId: IDS.siteA, fields: ['sponsorImages'] }),
      ]),
    );
    expect(usedIn).toHaveLength(2);
    const unused = (await upload({ name: 'unused.png', data: await png(20, 20) })).json()._id;
    const none = await t.app.inject({
      method: 'GET',
      url: `${base}/media/${unused}/usage`,
      headers: t.as('editorAll'),
    });
    expect(none.json()).toEqual({ usedIn: [] });
    const missing = await t.app.inject({
      method: 'GET',
      url: `${base}/media/nothing-here/usage`,
      headers: t.as('editorAll'),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No media item exists with id nothing-here']);
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/media/${mediaId}/usage` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses other editors’ folders, unknown fields, foreign media and two ids for one image', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [
        { documentType: 'entry', documentId: IDS.entryOther, field: 'headshot', mediaIds: [mediaId] },
        403,
        /permissions/,
      ],
      [
        { documentType: 'entry', documentId: IDS.entryLive, field: 'firstName', mediaIds: [mediaId] },
        400,
        /not a media field/,
      ],
      [
        { documentType: 'entry', documentId: IDS.entryLive, field: 'headshot', mediaIds: ['media-of-nobody'] },
        400,
        /Unknown media/,
      ],
      [
        { documentType: 'entry', documentId: IDS.entryLive, field: 'headshot', mediaIds: [mediaId, mediaId] },
        400,
        /at most one/,
      ],
      [{ documentType: 'entry', documentId: 'no-entry', field: 'headshot', mediaIds: [] }, 404, /No entry/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${base}/entity-media`,
        headers: t.as('editorLimited'),
        payload,
      });
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const entry = await t.app.mongo.db.collection('entries').findOne({ _id: IDS.entryOther as never });
    expect(entry!.headshot).toBeNull();
  });
});

describe('large uploads', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await buildTestApp({ mediaMaxBytes: 10 * 1024 * 1024 });
  });
  afterAll(() => big.close());

  it('accepts a file larger than the 2 MB JSON body limit, streaming it to disk', async () => {
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const data = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(data.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const { payload, headers } = multipart({}, { name: 'poster.png', data });
    const res = await big.app.inject({
      method: 'POST',
      url: `${base}/media`,
      payload,
      headers: { ...headers, ...big.as('adminA') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().metadata.size).toBe(data.length);
  });
});
