import sharp from 'sharp';
import { MESSAGES } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp, type TestRole } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';
import { multipart } from '../helpers/multipart';
import { deriveMediaFolders } from '../../src/site-io/media-folders';
import { CHOOSE_FOLDER } from '../../src/services/media/media-scope';

// Media belongs to the folders it was uploaded into or is used in; an editor limited to folders (editorLimited:
// Sports and its sub-folder Basketball) sees and uses only those items, admins and editors of all folders see all.

jest.setTimeout(60_000);

let t: TestApp;
const base = `/api/v1/sites/${IDS.siteA}`;
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function upload(role: TestRole, name: string, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(fields, { name, data: await png(), type: 'image/png' });
  return t.app.inject({ method: 'POST', url: `${base}/media`, payload, headers: { ...headers, ...t.as(role) } });
}
const names = async (role: TestRole, query = '') =>
  ((await t.req(role, 'GET', `${base}/media?limit=100${query}`)).json().media as { metadata: { name: string } }[])
    .map((m) => m.metadata.name)
    .sort();
const mediaCount = () => t.app.mongo.db.collection('media').countDocuments({ siteID: IDS.siteA });

describe('uploads name the folder they are for', () => {
  test('a limited editor must name one of their folders: none is a 400, another folder a 403, nothing kept', async () => {
    const before = await mediaCount();
    const none = await upload('editorLimited', 'nowhere.png');
    expect([none.statusCode, none.json().message]).toEqual([400, CHOOSE_FOLDER]);
    const other = await upload('editorLimited', 'other.png', { categoryID: IDS.other });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.noPermission]);
    const unknown = await upload('editorLimited', 'unknown.png', { categoryID: 'no-such-folder' });
    expect(unknown.statusCode).toBe(404);
    expect(await mediaCount()).toBe(before);

    const ok = await upload('editorLimited', 'scope-limited.png', { categoryID: IDS.basketball });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().categoryIDs).toEqual([IDS.basketball]);
  });

  test('admins may name any folder of the site, or none', async () => {
    const into = await upload('adminA', 'scope-admin-other.png', { categoryID: IDS.other });
    expect([into.statusCode, into.json().categoryIDs]).toEqual([201, [IDS.other]]);
    const loose = await upload('adminA', 'scope-admin-none.png');
    expect([loose.statusCode, loose.json().categoryIDs]).toEqual([201, []]);
  });

  test('external media follows the same rule', async () => {
    const link = { url: 'https://www.youtube.com/watch?v=abc', externalType: 'youtube', name: 'scope-video' };
    const none = await t.req('editorLimited', 'POST', `${base}/media/external`, link);
    expect(none.statusCode).toBe(400);
    const other = await t.req('editorLimited', 'POST', `${base}/media/external`, { ...link, categoryID: IDS.other });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.noPermission]);
    const mine = await t.req('editorLimited', 'POST', `${base}/media/external`, { ...link, categoryID: IDS.sports });
    expect([mine.statusCode, mine.json().categoryIDs]).toEqual([201, [IDS.sports]]);
  });
});

describe('the library a limited editor sees', () => {
  test('lists only their folders’ media; admins and editors of all folders see everything', async () => {
    expect(await names('editorLimited', '&text=scope-')).toEqual(['scope-limited.png', 'scope-video']);
    const all = ['scope-admin-none.png', 'scope-admin-other.png', 'scope-limited.png', 'scope-video'];
    expect(await names('adminA', '&text=scope-')).toEqual(all);
    expect(await names('editorAll', '&text=scope-')).toEqual(all);
    const page = (await t.req('editorLimited', 'GET', `${base}/media?text=scope-`)).json().pagination;
    expect(page).toMatchObject({ total: 2, totalPages: 1 });
  });

  test('another folder’s item cannot be read, edited or deleted by them (404), their own can', async () => {
    const [other] = (await t.req('adminA', 'GET', `${base}/media?text=scope-admin-other`)).json().media;
    const [mine] = (await t.req('adminA', 'GET', `${base}/media?text=scope-limited`)).json().media;
    const usage = await t.req('editorLimited', 'GET', `${base}/media/${other._id}/usage`);
    expect([usage.statusCode, usage.json().message]).toEqual([404, `No media item exists with id ${other._id}`]);
    for (const body of [{ metadata: { name: 'renamed' } }, { hideInDAM: true }]) {
      expect((await t.req('editorLimited', 'PATCH', `${base}/media/${other._id}`, body)).statusCode).toBe(404);
    }
    expect((await t.app.repos.media.findById(other._id))!).toMatchObject({
      hideInDAM: false,
      metadata: { name: 'scope-admin-other.png' },
    });

    expect((await t.req('editorLimited', 'PATCH', `${base}/media/${mine._id}`, { hideInDAM: true })).statusCode).toBe(
      200,
    );
    expect(await names('editorLimited', '&hideInDAM=true&text=scope-')).toEqual(['scope-limited.png']);
    expect((await t.req('editorLimited', 'PATCH', `${base}/media/${mine._id}`, { hideInDAM: false })).statusCode).toBe(
      200,
    );
    expect((await t.req('editorLimited', 'GET', `${base}/media/${mine._id}/usage`)).statusCode).toBe(200);
  });

  test('they cannot put an item they do not see on a profile: it is unknown to them', async () => {
    const [other] = (await t.req('adminA', 'GET', `${base}/media?text=scope-admin-other`)).json().media;
    const patch = await t.req('editorLimited', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: `/entry/${IDS.entryLive}`,
      patch: { headshot: other._id },
    });
    expect([patch.statusCode, patch.json().message]).toEqual([400, `Media ${other._id} not found.`]);
    const entity = await t.req('editorLimited', 'PATCH', `${base}/entity-media`, {
      documentType: 'entry',
      documentId: IDS.entryLive,
      field: 'media',
      mediaIds: [other._id],
    });
    expect(entity.statusCode).toBe(400);
    expect((await t.app.repos.entries.findById(IDS.entryLive))!.media).toEqual([]);
  });
});

describe('using media in a folder makes it that folder’s', () => {
  test('an admin’s photo put on a profile of their folder appears in their library; the copy carries no folders', async () => {
    const photo = (await upload('adminA', 'used-on-ada.png')).json();
    expect(await names('editorLimited', '&text=used-on-ada')).toEqual([]);
    const res = await t.req('adminA', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: `/entry/${IDS.entryLive}`,
      patch: { media: [photo._id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().media[0]).not.toHaveProperty('categoryIDs');
    expect(await names('editorLimited', '&text=used-on-ada')).toEqual(['used-on-ada.png']);
    const pub = await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`);
    expect(JSON.stringify(pub.json())).not.toContain('categoryIDs');
  });

  test('a folder background, and a profile moved into their folder, bring their photos along', async () => {
    const cover = (await upload('adminA', 'sports-cover.png')).json();
    await t.req('adminA', 'PATCH', `${base}/categories/${IDS.sports}`, { coverImage: cover._id });
    const olive = (await upload('adminA', 'olive-headshot.png', { categoryID: IDS.other })).json();
    await t.req('adminA', 'PATCH', `${base}/entity-media`, {
      documentType: 'entry',
      documentId: IDS.entryOther,
      field: 'headshot',
      mediaIds: [olive._id],
    });
    expect(await names('editorLimited', '&text=o')).not.toContain('olive-headshot.png');
    const move = await t.req('adminA', 'POST', `${base}/entries/move`, {
      destination: IDS.basketball,
      entryIds: [IDS.entryOther],
    });
    expect(move.statusCode).toBe(200);
    const seen = await names('editorLimited');
    expect(seen).toEqual(expect.arrayContaining(['sports-cover.png', 'olive-headshot.png']));
  });
});

describe('media from before folders were recorded', () => {
  test('gets the folders it is used in; media used in no folder stays with admins', async () => {
    const [used, loose] = await addMedia(t.app, IDS.siteA, 'old-used', 'old-loose');
    await t.app.repos.entries.setPaths(IDS.record1, { 'recordInfo.recordImage': used });
    expect(await deriveMediaFolders(t.app.repos, IDS.siteA)).toBe(2);
    expect((await t.app.repos.media.findById(used._id))!.categoryIDs).toEqual([IDS.records]);
    expect((await t.app.repos.media.findById(loose._id))!.categoryIDs).toEqual([]);
    expect(await deriveMediaFolders(t.app.repos, IDS.siteA)).toBe(0);
    expect(await names('editorLimited', '&text=old-')).toEqual([]);
    expect(await names('adminA', '&text=old-')).toEqual(['old-loose', 'old-used']);
  });

  test('the site file carries each item’s folders, and importing it keeps them', async () => {
    const file = (await t.req('adminA', 'GET', `${base}/site-file`)).json();
    const item = file.media.find((m: { metadata: { name: string } }) => m.metadata.name === 'scope-limited.png');
    expect(item.categoryIDs).toEqual([IDS.basketball]);
    const entry = file.entries.find((e: { _id: string }) => e._id === IDS.entryLive);
    expect(JSON.stringify(entry)).not.toContain('categoryIDs');
    const back = await t.req('adminA', 'POST', `${base}/site-file`, file);
    expect(back.statusCode).toBe(200);
    expect(await names('editorLimited', '&text=scope-')).toEqual(['scope-limited.png', 'scope-video']);
  });
});
