import { CANVA_NOT_SET_UP } from '@laurel/domain';
import { startCanva, type StandInCanva } from '@laurel/testing/stand-ins/canva';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { buildCanvaApp, connectCanva, pollImport } from '../helpers/canva';
import { CONNECT_CANCELLED, CONNECT_EXPIRED } from '../../src/services/canva/canva-connection';
import { CANVA_NOT_CONNECTED, CANVA_RECONNECT } from '../../src/services/canva/canva-session';

// Builds the app on the embedded database and makes image variants: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const canvaOf = (siteId: string) => `/api/v1/sites/${siteId}/canva`;
const A = canvaOf(IDS.siteA);
const libraryCount = async (t: TestApp) =>
  (await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/media`)).json().pagination.total;

describe('without Canva configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says so to the admin and refuses every Canva call with 503 and the explanation', async () => {
    const status = await t.req('adminA', 'GET', A);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: false, connected: false, displayName: null });
    for (const [method, url, body] of [
      ['POST', `${A}/connect`, undefined],
      ['GET', `${A}/designs`, undefined],
      ['POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'png' }],
    ] as const) {
      const res = await t.req('adminA', method, url, body);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(CANVA_NOT_SET_UP);
    }
  });
});

describe('with the Canva stand-in', () => {
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

  it('is for site admins only: anonymous 401, editors and other sites’ admins 403', async () => {
    expect((await t.req('anonymous', 'GET', A)).statusCode).toBe(401);
    for (const role of ['editorAll', 'adminB', 'editorOther'] as const) {
      expect((await t.req(role, 'GET', A)).statusCode).toBe(403);
      expect((await t.req(role, 'POST', `${A}/connect`)).statusCode).toBe(403);
      expect((await t.req(role, 'GET', `${A}/designs`)).statusCode).toBe(403);
    }
    expect((await t.req('adminB', 'GET', canvaOf(IDS.siteB))).json()).toMatchObject({ configured: true });
  });

  it('asks for a connection before listing designs', async () => {
    const res = await t.req('adminA', 'GET', `${A}/designs`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANVA_NOT_CONNECTED);
  });

  it('a cancelled consent connects nothing and says so', async () => {
    const res = await connectCanva(t, canva, 'adminA', IDS.siteA, false);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONNECT_CANCELLED);
    expect((await t.req('adminA', 'GET', A)).json().connected).toBe(false);
  });

  it('connects with authorization code + PKCE; the browser only ever sees Canva’s consent address', async () => {
    const res = await connectCanva(t, canva, 'adminA', IDS.siteA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true, connected: true, displayName: 'Northfield Athletics' });
    const q = new URL(res.authorizationUrl).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      client_id: canva.clientId,
      response_type: 'code',
      code_challenge_method: 's256',
      redirect_uri: 'http://halls.test/canva-redirect',
      scope: 'design:meta:read design:content:read profile:read',
    });
    expect(res.authorizationUrl).not.toContain(canva.clientSecret);
    // The stand-in checked the verifier against the challenge and the client secret (Basic auth).
    expect(canva.tokenRequests).toContainEqual({ grant: 'authorization_code', ok: true });
    expect((await t.req('adminA', 'GET', A)).json()).toMatchObject({ connected: true });
  });

  it('a state that is not this admin’s pending one, or is used twice, connects nothing', async () => {
    const start = (await t.req('adminB', 'POST', `${canvaOf(IDS.siteB)}/connect`)).json();
    const back = new URL(canva.approve(start.authorizationUrl));
    // adminA cannot finish adminB's connection…
    const stolen = await t.req('adminA', 'POST', `${A}/connect/finish`, Object.fromEntries(back.searchParams));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(CONNECT_EXPIRED);
    // …adminB can, once.
    const finish = () =>
      t.req('adminB', 'POST', `${canvaOf(IDS.siteB)}/connect/finish`, Object.fromEntries(back.searchParams));
    expect((await finish()).statusCode).toBe(200);
    expect((await finish()).json().message).toBe(CONNECT_EXPIRED);
  });

  it('lists designs a page at a time with thumbnails, and searches them', async () => {
    const first = (await t.req('adminA', 'GET', `${A}/designs`)).json();
    expect(first.designs.map((d: { title: string }) => d.title)).toEqual([
      'Hall of Fame banquet poster',
      'Induction night programme',
    ]);
    expect(first.designs[1]).toMatchObject({
      id: 'DAF2Program',
      pageCount: 2,
      thumbnailUrl: `${canva.url}/thumbnails/DAF2Program.png`,
    });
    expect(first.continuation).toBeTruthy();
    const next = (await t.req('adminA', 'GET', `${A}/designs?continuation=${first.continuation}`)).json();
    expect(next).toMatchObject({ designs: [{ title: 'Premium template' }], continuation: null });
    const found = (await t.req('adminA', 'GET', `${A}/designs?query=programme`)).json();
    expect(found.designs.map((d: { id: string }) => d.id)).toEqual(['DAF2Program']);
  });

  it('offers the formats Canva has for a design that the library can take, PDF as a flipbook', async () => {
    const res = await t.req('adminA', 'GET', `${A}/designs/DAF1Banquet/formats`);
    expect(res.json()).toEqual({ formats: ['png', 'jpg', 'pdf'] });
  });

  it('exports a two-page design and imports both pages into the media library, with progress', async () => {
    const before = await libraryCount(t);
    const start = await t.req('adminA', 'POST', `${A}/imports`, {
      designId: 'DAF2Program',
      format: 'png',
      title: 'Induction night programme',
    });
    expect(start.statusCode).toBe(202);
    expect(start.json()).toMatchObject({ state: 'exporting', done: 0, total: 0 });
    const first = (await t.req('adminA', 'GET', `${A}/imports/${start.json()._id}`)).json();
    expect(first.state).toBe('exporting'); // Canva's job is still in progress
    const done = await pollImport(t, 'adminA', IDS.siteA, start.json()._id);
    expect(done).toMatchObject({ state: 'done', done: 2, total: 2, message: null });
    expect(done.media.map((m: { metadata: { name: string } }) => m.metadata.name)).toEqual([
      'Induction night programme (page 1)',
      'Induction night programme (page 2)',
    ]);
    expect(done.media[0]).toMatchObject({
      mimeType: 'image/png',
      type: 'image',
      metadata: { tags: ['canva'], width: 64 },
    });
    expect(await libraryCount(t)).toBe(before + 2);
    const file = await t.app.inject({ method: 'GET', url: done.media[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Polling again changes nothing.
    expect((await t.req('adminA', 'GET', `${A}/imports/${done._id}`)).json().media).toHaveLength(2);
    expect(await libraryCount(t)).toBe(before + 2);
  });

  it('exports JPEG with a quality, as Canva requires', async () => {
    const start = (await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'jpg' })).json();
    expect(await pollImport(t, 'adminA', IDS.siteA, start._id)).toMatchObject({ state: 'done', done: 1 });
  });

  it('a failed export job says why and adds nothing to the library', async () => {
    const before = await libraryCount(t);
    const start = (
      await t.req('adminA', 'POST', `${A}/imports`, {
        designId: 'DAF3Locked',
        format: 'png',
        title: 'Premium template',
      })
    ).json();
    const failed = await pollImport(t, 'adminA', IDS.siteA, start._id);
    expect(failed).toMatchObject({ state: 'failed', done: 0, media: [] });
    expect(failed.message).toBe(
      'Canva could not export “Premium template”: The design uses premium elements the user has no licence for.',
    );
    expect(await libraryCount(t)).toBe(before);
  });

  it('another site’s admin cannot read or move an import', async () => {
    const start = (await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'png' })).json();
    expect((await t.req('adminB', 'GET', `${canvaOf(IDS.siteB)}/imports/${start._id}`)).statusCode).toBe(404);
    expect((await t.req('adminB', 'GET', `${A}/imports/${start._id}`)).statusCode).toBe(403);
    expect((await t.req('adminB', 'GET', `${canvaOf(IDS.siteB)}/imports`)).json()).toEqual({ imports: [] });
  });

  it('lists the site’s latest imports, newest first, without moving them on', async () => {
    const { imports } = (await t.req('adminA', 'GET', `${A}/imports`)).json();
    expect(imports.map((i: { designId: string; state: string }) => [i.designId, i.state])).toEqual([
      ['DAF1Banquet', 'exporting'], // started by the test above and never polled
      ['DAF3Locked', 'failed'],
      ['DAF1Banquet', 'done'],
      ['DAF2Program', 'done'],
    ]);
    expect((await t.req('adminA', 'GET', `${A}/imports`)).json().imports[0].state).toBe('exporting');
  });

  it('refreshes an expired access token on the server (the refresh token is used once)', async () => {
    canva.expireAccessTokens();
    const refreshes = canva.tokenRequests.filter((r) => r.grant === 'refresh_token').length;
    expect((await t.req('adminA', 'GET', `${A}/designs`)).statusCode).toBe(200);
    expect((await t.req('adminA', 'GET', `${A}/designs`)).statusCode).toBe(200);
    expect(canva.tokenRequests.filter((r) => r.grant === 'refresh_token')).toHaveLength(refreshes + 1);
  });

  it('when Canva stops accepting the tokens, the connection is forgotten and the admin asked to connect again', async () => {
    canva.access.clear();
    canva.refresh.clear();
    const res = await t.req('adminA', 'GET', `${A}/designs`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANVA_RECONNECT);
    expect((await t.req('adminA', 'GET', A)).json()).toMatchObject({ connected: false });
  });

  it('disconnecting revokes the tokens at Canva', async () => {
    expect((await connectCanva(t, canva, 'adminA', IDS.siteA)).status).toBe(200);
    expect(canva.refresh.size).toBeGreaterThan(0);
    const before = canva.refresh.size;
    const res = await t.req('adminA', 'DELETE', `${A}/connection`);
    expect(res.json()).toEqual({ configured: true, connected: false, displayName: null });
    expect(canva.refresh.size).toBe(before - 1);
  });
});

describe('download addresses from Canva’s reply are address-checked', () => {
  let t: TestApp;
  let canva: StandInCanva;
  beforeAll(async () => {
    canva = await startCanva();
    t = await buildCanvaApp(canva, []); // 127.0.0.1 is not allowed for files (the operator's base still is)
  });
  afterAll(async () => {
    await t.close();
    await canva.close();
  });

  it('refuses a file on an internal address: the import fails with a clear message and adds nothing', async () => {
    expect((await connectCanva(t, canva, 'adminA', IDS.siteA)).status).toBe(200);
    const before = await libraryCount(t);
    const start = (await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'png' })).json();
    const failed = await pollImport(t, 'adminA', IDS.siteA, start._id);
    expect(failed.state).toBe('failed');
    expect(failed.message).toBe(
      'The exported file could not be downloaded from Canva: the server could not be reached.',
    );
    expect(await libraryCount(t)).toBe(before);
    // A PDF export's file is checked the same way.
    const pdf = (await t.req('adminA', 'POST', `${A}/imports`, { designId: 'DAF1Banquet', format: 'pdf' })).json();
    expect(await pollImport(t, 'adminA', IDS.siteA, pdf._id)).toMatchObject({
      state: 'failed',
      message: 'The exported file could not be downloaded from Canva: the server could not be reached.',
    });
    expect(await libraryCount(t)).toBe(before);
    expect(canva.requests.some((r) => r.path.startsWith('/files/'))).toBe(false);
  });
});
