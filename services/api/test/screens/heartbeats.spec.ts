import { HEARTBEAT_INTERVAL_MS, OFFLINE_AFTER_MS, type HeartbeatBody } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { liveRateLimit } from '../../src/routes/sites/_siteId/live';
import { heartbeatBody, pairKiosk } from '../helpers/screens';

jest.setTimeout(60_000);

let t: TestApp;
/** The kiosks' ids, given when an admin paired them (issue 24: only paired kiosks are recorded). */
const kiosk: Record<'one' | 'two' | 'silent', string> = { one: '', two: '', silent: '' };
beforeAll(async () => {
  t = await buildTestApp();
  kiosk.one = await pairKiosk(t, 'Lobby kiosk');
  kiosk.two = await pairKiosk(t, 'Gym kiosk');
  kiosk.silent = await pairKiosk(t, 'Hall kiosk');
});
afterAll(() => t.close());

const live = `/api/v1/sites/${IDS.siteA}/live`;
const beat = (body: Partial<HeartbeatBody>) =>
  t.req('anonymous', 'POST', `${live}/heartbeat`, heartbeatBody({ screenId: kiosk.one, ...body }));
const list = () => t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/screens`);

it('a content change moves the site version on; the live state says so to anyone', async () => {
  const before = (await t.req('anonymous', 'GET', live)).json();
  expect(before.heartbeatMs).toBe(HEARTBEAT_INTERVAL_MS);
  const patch = await t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}`, { styleName: 'Renamed' });
  expect(patch.statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 100)); // the count is written after the reply
  const after = (await t.req('anonymous', 'GET', live)).json();
  expect(after.contentVersion).toBe(before.contentVersion + 1);
  expect(after.changedAt).not.toBeNull();
});

it('paired kiosks report by heartbeat; admins see them with their state and whether they show the latest edit', async () => {
  const version = (await t.req('anonymous', 'GET', live)).json().contentVersion;
  expect((await beat({ inSync: true })).statusCode).toBe(200);
  expect((await beat({ screenId: kiosk.two, inSync: false, contentVersion: 0 })).statusCode).toBe(200);
  const screens = list();
  const body = (await screens).json();
  expect(body.contentVersion).toBe(version);
  const byId = Object.fromEntries(body.screens.map((s: { screenId: string }) => [s.screenId, s]));
  expect(byId[kiosk.one]).toMatchObject({
    kind: 'kiosk',
    name: 'Lobby kiosk',
    state: 'online',
    hasLatestEdit: true,
    appVersion: 'test-1',
  });
  expect(byId[kiosk.two]).toMatchObject({ state: version > 0 ? 'stale' : 'online', contentVersion: 0 });
  expect(byId[kiosk.one].memoryBytes).toBe(20_000_000);
});

it('a screen silent for longer than the offline time is offline since its last heartbeat', async () => {
  const old = new Date(Date.now() - OFFLINE_AFTER_MS - 5000).toISOString();
  await beat({ screenId: kiosk.silent });
  await t.app.mongo.db.collection('screens').updateOne({ screenId: kiosk.silent }, { $set: { lastSeenAt: old } });
  const silent = (await list()).json().screens.find((s: { screenId: string }) => s.screenId === kiosk.silent);
  expect(silent).toMatchObject({ state: 'offline', offlineSince: old, hasLatestEdit: false });
});

it('cast screens are listed before their first heartbeat; a heartbeat for another site’s screen records nothing', async () => {
  const screen = (await t.req('adminA', 'POST', `/api/v1/sites/${IDS.siteA}/cast-screens`, { name: 'Gym TV' })).json();
  let row = (await list()).json().screens.find((s: { screenId: string }) => s.screenId === screen.screenId);
  expect(row).toMatchObject({ kind: 'cast', name: 'Gym TV', state: null, lastSeenAt: null });
  expect(
    (
      await beat({
        screenId: screen.screenId,
        kind: 'cast',
        reload: { reason: 'no-frame', at: new Date().toISOString() },
      })
    ).statusCode,
  ).toBe(200);
  row = (await list()).json().screens.find((s: { screenId: string }) => s.screenId === screen.screenId);
  expect(row).toMatchObject({ state: 'online', reload: { reason: 'no-frame' } });
  const other = await t.req('anonymous', 'POST', `/api/v1/sites/${IDS.siteB}/live/heartbeat`, {
    screenId: screen.screenId,
    kind: 'cast',
    appVersion: 'x',
    contentVersion: 0,
    inSync: false,
    uptimeMs: 0,
    memoryBytes: null,
    lastError: null,
    reload: null,
    emergencyShown: false,
  });
  expect(other.statusCode).toBe(200);
  expect(other.json().paired).toBe(false);
  expect(
    await t.app.mongo.db.collection('screens').countDocuments({ siteID: IDS.siteB, screenId: screen.screenId }),
  ).toBe(0);
});

it('refuses bad heartbeats and keeps the list for admins of the site', async () => {
  expect((await beat({ screenId: '$where' })).statusCode).toBe(400);
  expect((await beat({ lastError: 'x'.repeat(501) })).statusCode).toBe(400);
  expect((await t.req('anonymous', 'GET', `/api/v1/sites/${IDS.siteA}/screens`)).statusCode).toBe(401);
  expect((await t.req('editorAll', 'GET', `/api/v1/sites/${IDS.siteA}/screens`)).statusCode).toBe(403);
  expect((await t.req('adminB', 'GET', `/api/v1/sites/${IDS.siteA}/screens`)).statusCode).toBe(403);
});

it('the emergency switch with an expiry: pickup counted from heartbeats, gone after it expires', async () => {
  const site = `/api/v1/sites/${IDS.siteA}`;
  const past = await t.req('adminA', 'PATCH', site, {
    castEmergencyAnnouncementEnabled: true,
    castEmergencyAnnouncementText: 'Lockdown',
    castEmergencyAnnouncementExpiresAt: new Date(Date.now() - 1000).toISOString(),
  });
  expect(past.statusCode).toBe(400);
  const expiresAt = new Date(Date.now() + 1500).toISOString();
  const on = await t.req('adminA', 'PATCH', site, {
    castEmergencyAnnouncementEnabled: true,
    castEmergencyAnnouncementText: 'Lockdown',
    castEmergencyAnnouncementExpiresAt: expiresAt,
  });
  expect(on.statusCode).toBe(200);
  expect(on.json().castEmergencyAnnouncementSince).toEqual(expect.any(String));
  await beat({ screenId: kiosk.one, emergencyShown: true });
  const during = (await list()).json().emergency;
  expect(during).toMatchObject({ active: true, theme: 'critical', pickedUp: 1 });
  expect(during.of).toBeGreaterThanOrEqual(2);
  await new Promise((r) => setTimeout(r, 1600));
  expect((await list()).json().emergency).toMatchObject({ active: false, pickedUp: 0 });
});

it('admins forget a retired kiosk; its heartbeats then record nothing until it is paired again', async () => {
  const forget = () => t.req('adminA', 'DELETE', `/api/v1/sites/${IDS.siteA}/screens/${kiosk.two}`);
  expect((await forget()).statusCode).toBe(204);
  expect((await forget()).statusCode).toBe(404);
  expect((await beat({ screenId: kiosk.two })).json().paired).toBe(false);
  expect((await list()).json().screens.some((s: { screenId: string }) => s.screenId === kiosk.two)).toBe(false);
});

it('anonymous heartbeats and live-state polls are bounded per address (429 with the reason), others go on', async () => {
  const app = await buildTestApp();
  try {
    const url = `/api/v1/sites/${IDS.siteA}/live`;
    const poll = (remoteAddress: string) => app.app.inject({ method: 'GET', url, remoteAddress });
    const heartbeat = (remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: `${url}/heartbeat`,
        remoteAddress,
        payload: {
          screenId: 'kiosk-limited',
          kind: 'kiosk',
          appVersion: 't',
          contentVersion: 0,
          inSync: true,
          uptimeMs: 1,
          memoryBytes: 1,
          lastError: null,
          reload: null,
          emergencyShown: false,
        },
      });
    for (const send of [poll, heartbeat]) {
      const codes: number[] = [];
      for (let i = 0; i < liveRateLimit(HEARTBEAT_INTERVAL_MS).max; i += 1)
        codes.push((await send('198.51.100.40')).statusCode);
      expect(new Set(codes)).toEqual(new Set([200]));
      const refused = await send('198.51.100.40');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many screen updates from this address; try again in /);
      expect((await send('198.51.100.41')).statusCode).toBe(200);
    }
  } finally {
    await app.close();
  }
});
