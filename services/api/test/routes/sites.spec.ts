import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addMedia(t.app, IDS.siteA, 'logo-a', 'sponsor-a');
  await addMedia(t.app, IDS.siteB, 'logo-b');
  await t.app.repos.sites.setPaths(IDS.siteA, { csDetails: { accountManager: 'Sam' } });
});
afterAll(() => t.close());

const siteUrl = `/api/v1/sites/${IDS.siteA}`;
const styling = async () => (await t.req('adminA', 'GET', `${siteUrl}/styling`)).json();

describe('GET /sites/{siteId}/styling', () => {
  test('anyone reads the site; internal details only for admins', async () => {
    const anon = await t.req('anonymous', 'GET', `${siteUrl}/styling`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ siteID: IDS.siteA, styleName: 'Site A', clientID: 'client-a' });
    expect(anon.json().csDetails).toBeUndefined();
    expect((await styling()).csDetails).toEqual({ accountManager: 'Sam' });
  });

  test('unknown site: 404 with the SPEC message', async () => {
    const res = await t.req('anonymous', 'GET', '/api/v1/sites/nope/styling');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No document exists for siteID nope' });
  });
});

describe('PATCH /sites/{siteId}', () => {
  test('admin patches: nested settings merge, media ids become media items', async () => {
    const res = await t.req('adminA', 'PATCH', siteUrl, {
      styleName: 'Site A Renamed',
      home: { title: 'Hall of Fame', carouselCategoryIds: [IDS.sports] },
      primaryLogo: 'logo-a',
      sponsorImages: ['sponsor-a'],
    });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.styleName).toBe('Site A Renamed');
    expect(site.home).toMatchObject({
      title: 'Hall of Fame',
      carouselCategoryIds: [IDS.sports],
      layout: 'FiveColumnHomeLayout',
      startButtonText: 'Touch to start',
    });
    expect(site.primaryLogo).toMatchObject({ _id: 'logo-a', url: '/api/v1/media/site-a/logo-a.jpg' });
    expect(site.sponsorImages.map((m: { _id: string }) => m._id)).toEqual(['sponsor-a']);
    expect((await styling()).styleName).toBe('Site A Renamed');
  });

  test('home buttons are refused here (400) and nothing changes', async () => {
    const res = await t.req('adminA', 'PATCH', siteUrl, { styleName: 'X', homeButtons: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Home buttons must be saved through their own endpoint');
    expect((await styling()).styleName).toBe('Site A Renamed');
  });

  test("an unreadable primary colour is refused with SPEC's message and nothing changes", async () => {
    const before = await styling();
    for (const payload of [{ primaryColor: 'not-a-colour', styleName: 'X' }, { colors: { primary: 'rgb(1,2)' } }]) {
      const res = await t.req('adminA', 'PATCH', siteUrl, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid primary color value.');
    }
    expect(await styling()).toEqual(before);
    const ok = await t.req('adminA', 'PATCH', siteUrl, { colors: { primary: 'hsl(210 60% 30%)' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().colors.primary).toBe('hsl(210 60% 30%)');
  });

  test('bad input: unknown fields, wrong types, media of another site, operator objects — 400, nothing changed', async () => {
    const before = await styling();
    const bad = [
      { siteID: 'hijack' },
      { clientID: 'client-b' },
      { styleName: 5 },
      { home: { title: { $gt: '' } } },
      { primaryLogo: 'logo-b' },
      { primaryLogo: { $ne: null } },
      { colors: { primary: 'red', nope: 1 } },
    ];
    for (const payload of bad) {
      const res = await t.req('adminA', 'PATCH', siteUrl, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await styling()).toEqual(before);
  });

  test('oversized payload: 413', async () => {
    const res = await t.req('adminA', 'PATCH', siteUrl, { castEmergencyAnnouncementText: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  test('who may patch: admins of the client and internal users', async () => {
    expect((await t.req('anonymous', 'PATCH', siteUrl, { styleName: 'A' })).statusCode).toBe(401);
    expect((await t.req('editorAll', 'PATCH', siteUrl, { styleName: 'A' })).statusCode).toBe(403);
    expect((await t.req('adminB', 'PATCH', siteUrl, { styleName: 'A' })).statusCode).toBe(403);
    expect((await t.req('internal', 'PATCH', siteUrl, { styleName: 'By Internal' })).json().styleName).toBe(
      'By Internal',
    );
  });
});

describe('PUT /sites/{siteId}/home-buttons', () => {
  test('saves buttons with ids; images resolve; confirmed is kept only while the Twitter username is unchanged', async () => {
    const res = await t.req('adminA', 'PUT', `${siteUrl}/home-buttons`, {
      homeButtons: [
        { type: 'Image', label: 'Records', data: { image: 'logo-a', url: '/category/site-a/cat-records' } },
        { buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: 'school', confirmed: true } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [image, twitter] = res.json().homeButtons;
    expect(image.buttonId).toEqual(expect.any(String));
    expect(image.data.image._id).toBe('logo-a');
    expect(twitter.data).toEqual({ username: 'school', confirmed: false });
    await t.app.repos.sites.setPaths(IDS.siteA, { 'homeButtons.1.data.confirmed': true });
    const same = await t.req('adminA', 'PUT', `${siteUrl}/home-buttons`, {
      homeButtons: [{ buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: 'school' } }],
    });
    expect(same.json().homeButtons[0].data.confirmed).toBe(true);
    const changed = await t.req('adminA', 'PUT', `${siteUrl}/home-buttons`, {
      homeButtons: [{ buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: 'other', confirmed: true } }],
    });
    expect(changed.json().homeButtons[0].data.confirmed).toBe(false);
  });

  test('bad buttons and wrong roles are refused', async () => {
    const url = `${siteUrl}/home-buttons`;
    expect(
      (await t.req('adminA', 'PUT', url, { homeButtons: [{ type: 'Video', label: 'x', data: {} }] })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.req('adminA', 'PUT', url, {
          homeButtons: [
            { buttonId: 'a', type: 'Text', label: 'x', data: {} },
            { buttonId: 'a', type: 'Text', label: 'y', data: {} },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.req('adminA', 'PUT', url, { homeButtons: [{ type: 'Image', label: 'x', data: { image: 'missing' } }] })
      ).json().message,
    ).toBe('Media missing not found.');
    expect((await t.req('editorAll', 'PUT', url, { homeButtons: [] })).statusCode).toBe(403);
    expect((await t.req('anonymous', 'PUT', url, { homeButtons: [] })).statusCode).toBe(401);
  });
});

test('GET /sites?term= is for internal users and matches id or name', async () => {
  expect((await t.req('internal', 'GET', '/api/v1/sites?term=SITE-B')).json()).toEqual({
    sites: [{ siteID: IDS.siteB, styleName: 'Site B', clientID: 'client-b' }],
  });
  expect((await t.req('internal', 'GET', '/api/v1/sites')).json().sites).toHaveLength(2);
  expect((await t.req('adminA', 'GET', '/api/v1/sites?term=a')).statusCode).toBe(403);
  expect((await t.req('anonymous', 'GET', '/api/v1/sites?term=a')).statusCode).toBe(401);
});
