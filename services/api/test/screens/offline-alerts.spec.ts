import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { eventually, startSmtpStandIn, startWebhookReceiver } from '../helpers/alert-stand-ins';
import { checkScreens } from '../../src/services/screens/screen-monitor';
import { heartbeatBody, pairKiosk } from '../helpers/screens';

jest.setTimeout(60_000);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** Paired kiosks' ids by the names their admin gave them. */
const ids: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  hook = await startWebhookReceiver();
  t = await buildTestApp({
    screenAlerts: {
      smtpUrl: smtp.url,
      smtpFrom: 'Laurel <screens@laurel.test>',
      publicUrl: 'https://hall.test',
      checkIntervalMs: 3_600_000,
      heartbeatMs: 30_000,
    },
    // The receivers run on this machine; only 127.0.0.1 is let through (127.0.0.2 stands for any internal host).
    outboundAllow: ['127.0.0.1'],
  });
  for (const name of ['Lobby kiosk', 'Fresh kiosk', 'Hall kiosk', 'Gym kiosk']) ids[name] = await pairKiosk(t, name);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await hook.close();
});

const alertsUrl = `/api/v1/sites/${IDS.siteA}/screen-alerts`;
/** Text a screen chooses: it reaches the settings page, never an alert (issue 24). */
const CLIENT_TEXT = ['Call 555-0100 to fix your screens', 'EvilAgent/1.0 wire money', 'v9 urgent', '/home/site-a?pay'];
const beat = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/live/heartbeat`,
    headers: { 'user-agent': CLIENT_TEXT[1] },
    payload: heartbeatBody({
      screenId: ids[name],
      appVersion: CLIENT_TEXT[2],
      lastError: CLIENT_TEXT[0],
      path: CLIENT_TEXT[3],
    }),
  });

it('admins choose who is told; bad addresses are refused and change nothing', async () => {
  expect((await t.req('adminA', 'GET', alertsUrl)).json()).toEqual({
    alerts: { emails: [], webhookUrl: null, offlineAfterMinutes: 10 },
    emailConfigured: true,
  });
  const bad = await t.req('adminA', 'PUT', alertsUrl, {
    emails: ['not an address'],
    webhookUrl: null,
    offlineAfterMinutes: 5,
  });
  expect(bad.statusCode).toBe(400);
  expect(
    (await t.req('adminA', 'PUT', alertsUrl, { emails: [], webhookUrl: 'ftp://x', offlineAfterMinutes: 5 })).statusCode,
  ).toBe(400);
  expect(
    (await t.req('adminA', 'PUT', alertsUrl, { emails: [], webhookUrl: null, offlineAfterMinutes: 0 })).statusCode,
  ).toBe(400);
  expect(
    (await t.req('editorAll', 'PUT', alertsUrl, { emails: [], webhookUrl: null, offlineAfterMinutes: 5 })).statusCode,
  ).toBe(403);
  expect((await t.req('adminA', 'GET', alertsUrl)).json().alerts.emails).toEqual([]);
  const ok = await t.req('adminA', 'PUT', alertsUrl, {
    emails: ['AD@school.test', 'it@school.test'],
    webhookUrl: hook.url,
    offlineAfterMinutes: 5,
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().alerts).toEqual({
    emails: ['ad@school.test', 'it@school.test'],
    webhookUrl: hook.url,
    offlineAfterMinutes: 5,
  });
});

it('a silent screen is reported offline once, by e-mail and webhook; its return is announced too', async () => {
  await beat('Lobby kiosk');
  await beat('Fresh kiosk');
  const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
  await t.app.mongo.db
    .collection('screens')
    .updateOne({ screenId: ids['Lobby kiosk'] }, { $set: { lastSeenAt: sixMinutesAgo } });
  // Nobody paired this one: it is never reported, however long it is silent.
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/live/heartbeat`,
    payload: heartbeatBody({ screenId: 'kiosk-unpaired', lastError: CLIENT_TEXT[0] }),
  });

  expect(await checkScreens(t.app)).toBe(1);
  await eventually(() => smtp.mails.length === 1 && hook.posts.length === 1);
  const mail = smtp.mails[0];
  expect(mail.to).toEqual(['ad@school.test', 'it@school.test']);
  expect(mail.from).toBe('screens@laurel.test');
  expect(mail.subject).toBe('Kiosk “Lobby kiosk” is offline (Site A)');
  expect(mail.text).toContain('has not been heard from since');
  expect(mail.text).toContain('(6 minutes)');
  expect(mail.text).toContain('https://hall.test/settings/site-a/rocketcast');
  expect(hook.posts[0]).toMatchObject({
    event: 'screen.offline',
    siteId: IDS.siteA,
    screenId: ids['Lobby kiosk'],
    screenName: 'Lobby kiosk',
    kind: 'kiosk',
    lastSeenAt: sixMinutesAgo,
    silentMinutes: 6,
  });
  // What the screen sent is on the settings page, and in no alert.
  const row = (await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/screens`))
    .json()
    .screens.find((s: { screenId: string }) => s.screenId === ids['Lobby kiosk']);
  expect(row).toMatchObject({ lastError: CLIENT_TEXT[0], userAgent: CLIENT_TEXT[1], path: CLIENT_TEXT[3] });
  const sent = JSON.stringify([mail.subject, mail.text, hook.posts[0]]);
  for (const text of [...CLIENT_TEXT, 'kiosk-unpaired']) expect(sent).not.toContain(text);

  // Once per silence: the next checks send nothing more.
  expect(await checkScreens(t.app)).toBe(0);

  await beat('Lobby kiosk');
  await eventually(() => smtp.mails.length === 2 && hook.posts.length === 2);
  expect(smtp.mails[1].subject).toBe('Kiosk “Lobby kiosk” is back online (Site A)');
  expect(hook.posts[1]).toMatchObject({ event: 'screen.online', screenId: ids['Lobby kiosk'] });
  const back = JSON.stringify([smtp.mails[1].subject, smtp.mails[1].text, hook.posts[1]]);
  for (const text of CLIENT_TEXT) expect(back).not.toContain(text);
  await beat('Lobby kiosk');
  await new Promise((r) => setTimeout(r, 200));
  expect(hook.posts).toHaveLength(2);
});

it('a webhook to an internal address is refused when saved, with a message, and changes nothing', async () => {
  const before = (await t.req('adminA', 'GET', alertsUrl)).json().alerts;
  for (const webhookUrl of [
    'http://10.0.0.5/hooks',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.2:8080/x',
    'http://[::ffff:7f00:2]/x',
    'http://[::1]/x',
  ]) {
    const res = await t.req('adminA', 'PUT', alertsUrl, { emails: [], webhookUrl, offlineAfterMinutes: 5 });
    expect({ webhookUrl, status: res.statusCode }).toEqual({ webhookUrl, status: 400 });
    expect(res.json().message).toMatch(/^The webhook address points to an internal network address/);
  }
  const unknown = await t.req('adminA', 'PUT', alertsUrl, {
    emails: [],
    webhookUrl: 'http://no-such-host.invalid/hook',
    offlineAfterMinutes: 5,
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toBe('The webhook address cannot be reached: its server name was not found.');
  expect((await t.req('adminA', 'GET', alertsUrl)).json().alerts).toEqual(before);
});

it('delivery never reaches an internal address: not one stored before, nor one a receiver redirects to', async () => {
  const inside = await startWebhookReceiver('127.0.0.2');
  const redirecting = await startWebhookReceiver('127.0.0.1', inside.url);
  try {
    const mailsBefore = smtp.mails.length;
    // As if the name had resolved elsewhere when it was saved: the address is in the database already.
    await t.app.mongo.db
      .collection('screenAlerts')
      .updateOne({ _id: IDS.siteA as never }, { $set: { webhookUrl: inside.url } });
    const silence = async (name: string) => {
      await beat(name);
      await t.app.mongo.db
        .collection('screens')
        .updateOne({ screenId: ids[name] }, { $set: { lastSeenAt: new Date(Date.now() - 6 * 60_000).toISOString() } });
      expect(await checkScreens(t.app)).toBe(1);
    };
    await silence('Hall kiosk');
    await eventually(() => smtp.mails.length === mailsBefore + 1);
    // Saved through the API (127.0.0.1 is allowed), but it answers 307 to the internal receiver.
    const saved = await t.req('adminA', 'PUT', alertsUrl, {
      emails: ['ad@school.test'],
      webhookUrl: redirecting.url,
      offlineAfterMinutes: 5,
    });
    expect(saved.statusCode).toBe(200);
    await silence('Gym kiosk');
    await eventually(() => smtp.mails.length === mailsBefore + 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(inside.posts).toEqual([]);
  } finally {
    await inside.close();
    await redirecting.close();
  }
});
