import { startXApi, type StandInXApi } from '@laurel/testing/stand-ins/x-api';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { clearTweetCache, TWITTER_OFF } from '../../src/services/outbound/twitter-service';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

const site = `/api/v1/sites/${IDS.siteA}`;
const BUTTONS = [
  { buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: '', confirmed: false } },
  { buttonId: 'img', type: 'Image', label: 'Pic', data: {} },
];
const setButtons = (t: TestApp) =>
  t.app.mongo.db.collection('sites').updateOne({ siteID: IDS.siteA }, { $set: { homeButtons: BUTTONS } });

describe('with the X API configured', () => {
  let t: TestApp;
  let x: StandInXApi;
  beforeAll(async () => {
    x = await startXApi('test-token');
    process.env.TWITTER_BEARER_TOKEN = 'test-token';
    process.env.TWITTER_API_BASE = x.url;
    t = await buildTestApp();
    await setButtons(t);
    clearTweetCache();
  });
  afterAll(async () => {
    delete process.env.TWITTER_BEARER_TOKEN;
    delete process.env.TWITTER_API_BASE;
    await t.close();
    await x.close();
  });

  it('has no tweets before the username is confirmed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${site}/home-buttons/tw/tweets` });
    expect(res.json()).toEqual({ tweets: [] });
  });

  it('confirms a profile URL as its handle, then anyone reads the tweets', async () => {
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${site}/home-buttons/tw/twitter/confirm`,
      headers: t.as('adminA'),
      payload: { username: 'https://x.com/@huskiesnf' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ confirmed: true, username: 'HuskiesNF' });
    const styling = await t.app.inject({ method: 'GET', url: `${site}/styling` });
    expect(styling.json().homeButtons[0].data).toMatchObject({ username: 'HuskiesNF', confirmed: true });
    const tweets = await t.app.inject({ method: 'GET', url: `${site}/home-buttons/tw/tweets` });
    expect(tweets.statusCode).toBe(200);
    expect(tweets.json().tweets).toEqual([
      { id: '1', text: 'Huskies win the conference!', createdAt: '2026-11-01T20:00:00.000Z' },
      { id: '2', text: 'Hall of Fame night on Saturday', createdAt: '2026-10-30T12:00:00.000Z' },
    ]);
  });

  it('answers "Error confirming username" for unknown accounts and bad handles, changing nothing', async () => {
    for (const username of ['nobody_here', 'not a handle!']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${site}/home-buttons/tw/twitter/confirm`,
        headers: t.as('adminA'),
        payload: { username },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Error confirming username/);
    }
    const wrongButton = await t.app.inject({
      method: 'POST',
      url: `${site}/home-buttons/img/twitter/confirm`,
      headers: t.as('adminA'),
      payload: { username: 'huskiesnf' },
    });
    expect(wrongButton.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${site}/home-buttons/none/twitter/confirm`,
      headers: t.as('adminA'),
      payload: { username: 'huskiesnf' },
    });
    expect(missing.statusCode).toBe(404);
    const styling = await t.app.inject({ method: 'GET', url: `${site}/styling` });
    expect(styling.json().homeButtons[0].data.username).toBe('HuskiesNF');
  });

  it('serves visitors from a 5-minute cache and reads afresh for an editor in CMS mode', async () => {
    const tweets = (role: 'anonymous' | 'editorAll' | 'editorOther', query = '') =>
      t.app.inject({ method: 'GET', url: `${site}/home-buttons/tw/tweets${query}`, headers: t.as(role) });
    clearTweetCache();
    await tweets('anonymous');
    const before = x.requests.length;
    await tweets('anonymous');
    await tweets('anonymous', '?cms=1');
    await tweets('editorOther', '?cms=1');
    expect(x.requests.length).toBe(before);
    x.account.posts.unshift({ id: '3', text: 'New coach announced', created_at: '2026-11-20T09:00:00.000Z' });
    const fresh = await tweets('editorAll', '?cms=1');
    expect(fresh.json().tweets[0].text).toBe('New coach announced');
    expect(x.requests.length).toBe(before + 2);
    expect((await tweets('anonymous')).json().tweets[0].text).toBe('New coach announced');
    x.account.posts.shift();
  });

  it('lets only admins of the site confirm', async () => {
    for (const [role, status] of [
      ['anonymous', 401],
      ['editorAll', 403],
      ['adminB', 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${site}/home-buttons/tw/twitter/confirm`,
        headers: t.as(role),
        payload: { username: 'huskiesnf' },
      });
      expect(res.statusCode).toBe(status);
    }
  });
});

describe('without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await setButtons(t);
  });
  afterAll(() => t.close());

  it('answers 503 with a message saying how to switch Twitter on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${site}/home-buttons/tw/twitter/confirm`,
      headers: t.as('adminA'),
      payload: { username: 'huskiesnf' },
    });
    expect([res.statusCode, res.json().message]).toEqual([503, TWITTER_OFF]);
  });
});
