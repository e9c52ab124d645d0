/**
 * A failing X feed (SPEC §8 "Failing to fetch tweets: logged"): visitors still just see no posts, the server
 * logs the reason once when the failures begin (not per visitor) and once when the feed reads again, and the
 * site's admins can read why on the button's settings — from the database, so every API replica agrees.
 */
import { startXApi, type StandInXApi } from '@laurel/testing/stand-ins/x-api';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { clearTweetCache } from '../../src/services/outbound/twitter-service';

jest.setTimeout(60_000);

const site = `/api/v1/sites/${IDS.siteA}`;
const BUTTONS = [{ buttonId: 'tw', type: 'Twitter', label: 'News', data: { username: 'HuskiesNF', confirmed: true } }];
const lines: string[] = [];
const logged = (msg: string) => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);
let t: TestApp;
let x: StandInXApi;

beforeAll(async () => {
  x = await startXApi('test-token');
  process.env.TWITTER_BEARER_TOKEN = 'test-token';
  process.env.TWITTER_API_BASE = x.url;
  t = await buildTestApp({}, lines);
  await t.app.mongo.db.collection('sites').updateOne({ siteID: IDS.siteA }, { $set: { homeButtons: BUTTONS } });
  clearTweetCache();
});
afterAll(async () => {
  delete process.env.TWITTER_BEARER_TOKEN;
  delete process.env.TWITTER_API_BASE;
  await t.close();
  await x.close();
});

const tweets = (role: 'anonymous' | 'editorAll' = 'anonymous', query = '') =>
  t.req(role, 'GET', `${site}/home-buttons/tw/tweets${query}`);
const status = (role: 'adminA' | 'editorAll' | 'anonymous' | 'adminB' = 'adminA') =>
  t.req(role, 'GET', `${site}/home-buttons/tw/twitter/status`);

test('while the feed reads, the admin sees no failure', async () => {
  expect((await tweets()).json().tweets).toHaveLength(2);
  expect((await status()).json()).toEqual({ lastFailure: null });
});

test('a refused token: logged once with the reason, the admin told why and when, visitors see no posts', async () => {
  x.token = 'a-new-token-the-server-does-not-have';
  clearTweetCache();
  const before = Date.now();
  for (let i = 0; i < 3; i++) {
    const res = await tweets();
    expect(res.statusCode).toBe(502);
  }
  // An editor reading afresh (CMS) fails again: still the same run of failures.
  expect((await tweets('editorAll', '?cms=1')).statusCode).toBe(502);

  const warnings = logged('The X feed could not be read');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({
    level: 40,
    siteId: IDS.siteA,
    handle: 'HuskiesNF',
    reason: 'the X API answered 401 (check the token)',
  });
  // Not a warning per visitor's request on top.
  expect(logged('request failed').filter((l) => l.level >= 40)).toEqual([]);

  const { lastFailure } = (await status()).json();
  expect(lastFailure.reason).toBe('the X API answered 401 (check the token)');
  expect(Date.parse(lastFailure.at)).toBeGreaterThanOrEqual(before);
  expect(Date.parse(lastFailure.since)).toBeLessThanOrEqual(Date.parse(lastFailure.at));
});

test('visitors during an outage are answered from a short failure cache, not each sent to X', async () => {
  const asked = x.requests.length;
  for (let i = 0; i < 5; i++) expect((await tweets()).statusCode).toBe(502);
  expect(x.requests.length).toBe(asked);
});

test('only admins of the site read why the feed failed', async () => {
  expect((await status('anonymous')).statusCode).toBe(401);
  expect((await status('editorAll')).statusCode).toBe(403);
  expect((await status('adminB')).statusCode).toBe(403);
});

test('the feed reading again clears the failure and logs the recovery once', async () => {
  x.token = 'test-token';
  expect((await tweets('editorAll', '?cms=1')).json().tweets).toHaveLength(2);
  expect((await status()).json()).toEqual({ lastFailure: null });
  expect(logged('The X feed can be read again')).toHaveLength(1);
  clearTweetCache();
  expect((await tweets()).statusCode).toBe(200);
  expect(logged('The X feed can be read again')).toHaveLength(1);
});

test('a new outage is a new run of failures: logged again, with its own reason', async () => {
  x.account.username = 'SomeoneElse';
  clearTweetCache();
  expect((await tweets()).statusCode).toBe(502);
  expect(logged('The X feed could not be read').map((l) => l.reason)).toEqual([
    'the X API answered 401 (check the token)',
    'the X API does not know @HuskiesNF (renamed or deleted?)',
  ]);
  expect((await status()).json().lastFailure.reason).toBe('the X API does not know @HuskiesNF (renamed or deleted?)');
  x.account.username = 'HuskiesNF';
});
