import { MAX_SCREENS_PER_SITE } from '../../src/services/screens/screen-health-service';
import { PAIRINGS_PER_ADDRESS } from '../../src/routes/screen-pairings';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { heartbeatBody, pairKiosk, startPairing } from '../helpers/screens';

jest.setTimeout(120_000);

// Issue 24: a screen counts only once an admin has paired it (the code it shows, entered in settings).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pairUrl = `/api/v1/sites/${IDS.siteA}/screen-pairings`;
const state = (pairingId: string) => t.req('anonymous', 'GET', `/api/v1/screen-pairings/${pairingId}`);
const list = async () => (await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/screens`)).json().screens;
const beat = (body: Parameters<typeof heartbeatBody>[0]) =>
  t.req('anonymous', 'POST', `/api/v1/sites/${IDS.siteA}/live/heartbeat`, heartbeatBody(body));

it('a TV gets a short code; an admin enters it; the TV learns its cast screen and plays it', async () => {
  const started = await startPairing(t, 'cast');
  expect(started.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
  expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
  expect((await state(started.pairingId)).json()).toMatchObject({ state: 'waiting', screenId: null });
  // Waiting is not being a screen: nothing is listed.
  const before = await list();

  // Typed as a person would: lower case, a space.
  const typed = `${started.code.slice(0, 3).toLowerCase()} ${started.code.slice(3)}`;
  const paired = await t.req('adminA', 'POST', pairUrl, { code: typed, name: 'Gym TV', categoryIds: [IDS.other] });
  expect(paired.statusCode).toBe(201);
  const { screenId } = paired.json();
  expect(paired.json()).toEqual({ screenId, kind: 'cast', name: 'Gym TV' });
  expect((await state(started.pairingId)).json()).toMatchObject({ state: 'paired', screenId, siteId: IDS.siteA });
  const player = await t.req('anonymous', 'GET', `/api/v1/cast-screens/${screenId}`);
  expect(player.json().categories.map((c: { category: { _id: string } }) => c.category._id)).toEqual([IDS.other]);
  expect((await list()).length).toBe(before.length + 1);
  expect((await list()).find((s: { screenId: string }) => s.screenId === screenId)).toMatchObject({ name: 'Gym TV' });

  // A code works once.
  const again = await t.req('adminA', 'POST', pairUrl, { code: started.code, name: 'Other TV' });
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toMatch(/^No screen is waiting with the code [A-Z0-9]{3} [A-Z0-9]{3}\./);
});

it('a kiosk is paired to the site it shows only, by its admins; it is then listed under its name', async () => {
  const kiosk = await startPairing(t, 'kiosk');
  expect(
    (
      await t.req('adminB', 'POST', `/api/v1/sites/${IDS.siteB}/screen-pairings`, { code: kiosk.code, name: 'x' })
    ).json().message,
  ).toBe('That kiosk shows another site: pair it on the Cast screens page of the site it shows.');
  for (const role of ['anonymous', 'editorAll', 'adminB'] as const)
    expect((await t.req(role, 'POST', pairUrl, { code: kiosk.code, name: 'x' })).statusCode).toBeGreaterThanOrEqual(
      401,
    );
  expect((await t.req('adminA', 'POST', pairUrl, { code: kiosk.code, name: '' })).statusCode).toBe(400);
  expect((await state(kiosk.pairingId)).json().state).toBe('waiting');

  const paired = await t.req('adminA', 'POST', pairUrl, { code: kiosk.code, name: 'Lobby kiosk' });
  expect(paired.statusCode).toBe(201);
  const { screenId } = (await state(kiosk.pairingId)).json();
  expect(screenId).toMatch(/^kiosk-[0-9a-f-]{36}$/);
  expect((await beat({ screenId })).json()).toMatchObject({ paired: true });
  expect((await list()).find((s: { screenId: string }) => s.screenId === screenId)).toMatchObject({
    kind: 'kiosk',
    name: 'Lobby kiosk',
    state: 'online',
    path: '/home/site-a',
  });
});

it('a kiosk must say its site; unknown sites, pairings and bad ids are refused', async () => {
  const noSite = await t.app.inject({ method: 'POST', url: '/api/v1/screen-pairings', payload: { kind: 'kiosk' } });
  expect(noSite.statusCode).toBe(400);
  expect(noSite.json().message).toBe('A kiosk asking for a pairing code must say which site it shows (siteId).');
  const noSuch = await t.app.inject({
    method: 'POST',
    url: '/api/v1/screen-pairings',
    payload: { kind: 'kiosk', siteId: 'no-such-site' },
  });
  expect(noSuch.statusCode).toBe(404);
  expect((await state('0'.repeat(64))).statusCode).toBe(404);
  expect((await state('not-a-pairing')).statusCode).toBe(400);
  expect((await t.req('adminA', 'POST', pairUrl, { code: 'ZZZZZZ', name: 'x' })).statusCode).toBe(404);
  expect((await t.req('adminA', 'POST', pairUrl, { code: 'O0I1L!', name: 'x' })).statusCode).toBe(404);
});

it('an expired code pairs nothing, and its screen is told to ask for a new one', async () => {
  const started = await startPairing(t, 'cast');
  await t.app.mongo.db
    .collection('screenPairings')
    .updateOne({ code: started.code }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await t.req('adminA', 'POST', pairUrl, { code: started.code, name: 'Late TV' })).statusCode).toBe(404);
  const gone = await state(started.pairingId);
  expect(gone.statusCode).toBe(404);
  expect(gone.json().message).toBe('This pairing has run out or does not exist; the screen asks for a new code.');
});

it('heartbeats from screens nobody paired are answered but create nothing (2,000 new ids leave the quota untouched)', async () => {
  const screens = t.app.mongo.db.collection('screens');
  const before = await screens.countDocuments();
  const listed = (await list()).length;
  for (let i = 0; i < 2000; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sites/${IDS.siteA}/live/heartbeat`,
      // Spread over addresses, as an attacker with many would.
      remoteAddress: `198.18.${Math.floor(i / 200)}.${i % 200}`,
      payload: heartbeatBody({ screenId: `kiosk-attack-${i}`, lastError: '<b>Call 555-0100 now</b>' }),
    });
    if (res.statusCode !== 200 || res.json().paired !== false)
      throw new Error(`beat ${i}: ${res.statusCode} ${res.body}`);
  }
  // Nor an unknown or another site's cast screen id.
  expect((await beat({ screenId: 'not-a-cast-screen', kind: 'cast' })).json()).toMatchObject({ paired: false });
  expect(await screens.countDocuments()).toBe(before);
  expect((await list()).length).toBe(listed);
  // A real kiosk is still paired and recorded.
  const real = await pairKiosk(t, 'Real kiosk');
  expect((await beat({ screenId: real })).json().paired).toBe(true);
  expect((await list()).some((s: { screenId: string }) => s.screenId === real)).toBe(true);
});

it('the screen quota counts paired screens only, and is checked when pairing', async () => {
  const screens = t.app.mongo.db.collection('screens');
  const count = await screens.countDocuments({ siteID: IDS.siteA });
  const fillers = Array.from({ length: MAX_SCREENS_PER_SITE - count }, (_, i) => ({
    _id: `${IDS.siteA}|kiosk-filler-${i}`,
    siteID: IDS.siteA,
    screenId: `kiosk-filler-${i}`,
    kind: 'kiosk',
    name: `Filler ${i}`,
    pairedAt: new Date().toISOString(),
    lastSeenAt: new Date().toISOString(),
    firstSeenAt: new Date().toISOString(),
    offlineAlertedAt: null,
  }));
  await screens.insertMany(fillers as never[]);
  const { code } = await startPairing(t, 'kiosk');
  const full = await t.req('adminA', 'POST', pairUrl, { code, name: 'One too many' });
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toMatch(/^This site already has the most screens it can keep/);
  await screens.deleteMany({ screenId: /^kiosk-filler-/ });
  expect((await t.req('adminA', 'POST', pairUrl, { code, name: 'Fits now' })).statusCode).toBe(201);
});

it('asking for codes is bounded per address (429 with the reason); other addresses go on', async () => {
  const app = await buildTestApp();
  try {
    const ask = (remoteAddress: string) =>
      app.app.inject({ method: 'POST', url: '/api/v1/screen-pairings', remoteAddress, payload: { kind: 'cast' } });
    for (let i = 0; i < PAIRINGS_PER_ADDRESS; i += 1) expect((await ask('192.0.2.50')).statusCode).toBe(201);
    const refused = await ask('192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many screens asked for a pairing code from this address/);
    expect((await ask('192.0.2.51')).statusCode).toBe(201);
    // Pending codes are not screens.
    expect((await app.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/screens`)).json().screens).toEqual([]);
  } finally {
    await app.close();
  }
});

it('kiosk records left by anonymous heartbeats before pairing existed are dropped and never listed', async () => {
  const screens = t.app.mongo.db.collection('screens');
  await screens.insertOne({
    _id: `${IDS.siteA}|kiosk-legacy` as never,
    siteID: IDS.siteA,
    screenId: 'kiosk-legacy',
    kind: 'kiosk',
    lastSeenAt: new Date().toISOString(),
    firstSeenAt: new Date().toISOString(),
    offlineAlertedAt: null,
  });
  expect((await list()).some((s: { screenId: string }) => s.screenId === 'kiosk-legacy')).toBe(false);
  expect((await beat({ screenId: 'kiosk-legacy' })).json().paired).toBe(false);
  expect(await t.app.repos.screens.dropUnpairedKiosks()).toBe(1);
  expect(await screens.countDocuments({ screenId: 'kiosk-legacy' })).toBe(0);
});
