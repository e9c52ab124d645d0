/**
 * Authorization matrix for the media, users, cast-screen, analytics, calendar, Twitter, search and admin
 * routes: every route × anonymous, touch screen, limited editor, editor of another site, admin, admin of
 * another client and internal. Each cell is the status the server must answer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { buildTestApp, IDS, type TestApp, type TestRole } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { newSite } from '../../src/services/defaults';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

type Caller =
  'anonymous' | 'touchScreen' | Extract<TestRole, 'editorLimited' | 'editorOther' | 'adminA' | 'adminB' | 'internal'>;
const CALLERS: Caller[] = ['anonymous', 'touchScreen', 'editorLimited', 'editorOther', 'adminA', 'adminB', 'internal'];
type Row = [name: string, request: (n: number) => Promise<InjectOptions> | InjectOptions, expected: number[]];

const site = `/api/v1/sites/${IDS.siteA}`;
const ANYONE = (ok: number) => [ok, ok, ok, ok, ok, ok, ok];
const EDITOR = (ok: number) => [401, 401, ok, 403, ok, 403, ok];
const ADMIN = (ok: number) => [401, 401, 403, 403, ok, 403, ok];
const INTERNAL = (ok: number) => [401, 401, 403, 403, 403, 403, ok];

let t: TestApp;
let png: Buffer;
const fixture: { mediaId: string; mediaUrl: string; screenId: string } = { mediaId: '', mediaUrl: '', screenId: '' };

beforeAll(async () => {
  t = await buildTestApp();
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  // Uploaded into the limited editor's folder, so the rows below test roles (media-folders.spec tests folders).
  const up = multipart({ categoryID: IDS.basketball }, { name: 'a.png', data: png });
  const media = (
    await t.app.inject({
      method: 'POST',
      url: `${site}/media`,
      payload: up.payload,
      headers: { ...up.headers, ...t.as('adminA') },
    })
  ).json();
  fixture.mediaId = media._id;
  fixture.mediaUrl = media.url;
  fixture.screenId = (
    await t.app.inject({
      method: 'POST',
      url: `${site}/cast-screens`,
      headers: t.as('adminA'),
      payload: { name: 'TV', categoryIds: [IDS.sports] },
    })
  ).json().screenId;
  const dir = path.join(t.app.config.dataDir, 'media', IDS.siteA);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'games.ics'), 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
  await t.app.mongo.db.collection('sites').updateOne(
    { siteID: IDS.siteA },
    {
      $set: {
        'home.calendarLink': `/api/v1/media/${IDS.siteA}/games.ics`,
        homeButtons: [
          { buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: 'HuskiesNF', confirmed: false } },
        ],
      },
    },
  );
});
afterAll(() => t.close());

const now = () => new Date().toISOString();
const throwawayUser = async (n: number) => {
  const _id = `user-throwaway-${n}`;
  await t.app.repos.users.insertOne({
    _id,
    auth0ID: `local|${_id}`,
    email: `${_id}@laurel.test`,
    role: 'editor',
    clientID: 'client-a',
    categories: ['*'],
    hasSignedAgreements: false,
  });
  return _id;
};
const siteFile = (n: number) => {
  const { _id: _omit, ...site } = newSite(`matrix-${n}`, 'client-m');
  return { format: 'laurel-site@1', site, categories: [], entries: [], media: [], castScreens: [], users: [] };
};

const ROWS: Row[] = [
  ['GET media search', () => ({ method: 'GET', url: `${site}/media` }), EDITOR(200)],
  [
    'POST media upload',
    () => ({
      method: 'POST',
      url: `${site}/media`,
      ...multipart({ categoryID: IDS.sports }, { name: 'b.png', data: png }),
    }),
    EDITOR(201),
  ],
  [
    'POST external media',
    () => ({
      method: 'POST',
      url: `${site}/media/external`,
      payload: { url: 'https://vimeo.com/1', externalType: 'vimeo', name: 'v', categoryID: IDS.sports },
    }),
    EDITOR(201),
  ],
  [
    'PATCH media metadata',
    () => ({ method: 'PATCH', url: `${site}/media/${fixture.mediaId}`, payload: { metadata: { description: 'x' } } }),
    EDITOR(200),
  ],
  [
    'PATCH entity media',
    () => ({
      method: 'PATCH',
      url: `${site}/entity-media`,
      payload: { documentType: 'entry', documentId: IDS.entryLive, field: 'headshot', mediaIds: [fixture.mediaId] },
    }),
    EDITOR(200),
  ],
  ['GET media file', () => ({ method: 'GET', url: fixture.mediaUrl }), ANYONE(200)],
  ['GET users', () => ({ method: 'GET', url: `${site}/users` }), ADMIN(200)],
  [
    'POST user',
    (n) => ({ method: 'POST', url: `${site}/users`, payload: { email: `new-${n}@laurel.test`, role: 'editor' } }),
    ADMIN(201),
  ],
  [
    'PATCH user',
    () => ({ method: 'PATCH', url: `${site}/users/${t.userIds.editorAll}`, payload: { categories: ['*'] } }),
    ADMIN(200),
  ],
  ['DELETE user', async (n) => ({ method: 'DELETE', url: `${site}/users/${await throwawayUser(n)}` }), ADMIN(204)],
  ['GET cast screens', () => ({ method: 'GET', url: `${site}/cast-screens` }), ADMIN(200)],
  [
    'POST cast screen',
    () => ({ method: 'POST', url: `${site}/cast-screens`, payload: { name: 'New TV' } }),
    ADMIN(201),
  ],
  [
    'PATCH cast screen',
    () => ({ method: 'PATCH', url: `/api/v1/cast-screens/${fixture.screenId}`, payload: { name: 'Renamed' } }),
    ADMIN(200),
  ],
  ['GET cast screen (player)', () => ({ method: 'GET', url: `/api/v1/cast-screens/${fixture.screenId}` }), ANYONE(200)],
  [
    'POST analytics events',
    () => ({
      method: 'POST',
      url: `${site}/analytics/events`,
      payload: { events: [{ type: 'page_view', path: '/', at: now() }] },
    }),
    ANYONE(202),
  ],
  [
    'GET analytics report',
    () => ({ method: 'GET', url: `${site}/analytics?startDate=2026-01-01&endDate=2026-01-31` }),
    ADMIN(200),
  ],
  [
    'GET calendar (linked)',
    () => ({
      method: 'GET',
      url: `${site}/calendar?url=${encodeURIComponent(`/api/v1/media/${IDS.siteA}/games.ics`)}`,
    }),
    ANYONE(200),
  ],
  [
    'POST twitter confirm (feature off)',
    () => ({ method: 'POST', url: `${site}/home-buttons/tw/twitter/confirm`, payload: { username: 'HuskiesNF' } }),
    ADMIN(503),
  ],
  ['GET tweets (unconfirmed)', () => ({ method: 'GET', url: `${site}/home-buttons/tw/tweets` }), ANYONE(200)],
  ['GET twitter feed status', () => ({ method: 'GET', url: `${site}/home-buttons/tw/twitter/status` }), ADMIN(200)],
  ['GET search options', () => ({ method: 'GET', url: `${site}/search-options` }), ANYONE(200)],
  ['GET search', () => ({ method: 'GET', url: `${site}/search?q=ada` }), ANYONE(200)],
  [
    'POST admin import',
    (n) => ({ method: 'POST', url: '/api/v1/admin/sites/import', payload: siteFile(n) }),
    INTERNAL(200),
  ],
  ['GET admin export', () => ({ method: 'GET', url: `/api/v1/admin/sites/${IDS.siteA}/export` }), INTERNAL(200)],
];

let counter = 0;
describe.each(ROWS)('%s', (_name, request, expected) => {
  it.each(CALLERS.map((caller, i) => [caller, expected[i]] as const))('as %s → %i', async (caller, status) => {
    const options = await request(++counter);
    const headers = {
      ...(options.headers as Record<string, string> | undefined),
      ...(caller === 'touchScreen' ? {} : t.as(caller === 'anonymous' ? 'anonymous' : caller)),
    };
    const url =
      caller === 'touchScreen'
        ? `${options.url}${String(options.url).includes('?') ? '&' : '?'}touchScreen=1`
        : options.url;
    const res = await t.app.inject({ ...options, url, headers });
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json().message).toBe('User must be authenticated to use this endpoint.');
    if (status === 403) expect(res.json().message).toBe('User does not have permissions to access this resource');
  });
});
