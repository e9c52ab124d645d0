import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { eventually, startSmtpStandIn, startWebhookReceiver } from '../helpers/alert-stand-ins';
import { checkScreens } from '../../src/services/screens/screen-monitor';

jest.setTimeout(60_000);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
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
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await hook.close();
});

const alertsUrl = `/api/v1/sites/${IDS.siteA}/screen-alerts`;
const beat = (screenId: string) =>
  t.req('anonymous', 'POST', `/api/v1/sites/${IDS.siteA}/live/heartbeat`, {
    screenId,
    kind: 'kiosk',
    appVersion: 'test',
    contentVersion: 0,
    inSync: true,
    uptimeMs: 5,
    memoryBytes: null,
    lastError: 'TypeError: x is undefined',
    reload: null,
    emergencyShown: false,
    path: '/home/site-a',
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
  await beat('kiosk-lobby');
  await beat('kiosk-fresh');
  const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
  await t.app.mongo.db
    .collection('screens')
    .updateOne({ screenId: 'kiosk-lobby' }, { $set: { lastSeenAt: sixMinutesAgo } });

  expect(await checkScreens(t.app)).toBe(1);
  await eventually(() => smtp.mails.length === 1 && hook.posts.length === 1);
  const mail = smtp.mails[0];
  expect(mail.to).toEqual(['ad@school.test', 'it@school.test']);
  expect(mail.from).toBe('screens@laurel.test');
  expect(mail.subject).toBe('Kiosk “lobby (/home/site-a)” is offline (Site A)');
  expect(mail.text).toContain('has not been heard from since');
  expect(mail.text).toContain('(6 minutes)');
  expect(mail.text).toContain('Last error it reported: TypeError: x is undefined');
  expect(mail.text).toContain('https://hall.test/settings/site-a/rocketcast');
  expect(hook.posts[0]).toMatchObject({
    event: 'screen.offline',
    siteId: IDS.siteA,
    screenId: 'kiosk-lobby',
    kind: 'kiosk',
    lastSeenAt: sixMinutesAgo,
    silentMinutes: 6,
    lastError: 'TypeError: x is undefined',
  });

  // Once per silence: the next checks send nothing more.
  expect(await checkScreens(t.app)).toBe(0);

  await beat('kiosk-lobby');
  await eventually(() => smtp.mails.length === 2 && hook.posts.length === 2);
  expect(smtp.mails[1].subject).toBe('Kiosk “lobby (/home/site-a)” is back online (Site A)');
  expect(hook.posts[1]).toMatchObject({ event: 'screen.online', screenId: 'kiosk-lobby' });
  await beat('kiosk-lobby');
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
    const silence = async (screenId: string) => {
      await beat(screenId);
      await t.app.mongo.db
        .collection('screens')
        .updateOne({ screenId }, { $set: { lastSeenAt: new Date(Date.now() - 6 * 60_000).toISOString() } });
      expect(await checkScreens(t.app)).toBe(1);
    };
    await silence('kiosk-hall');
    await eventually(() => smtp.mails.length === mailsBefore + 1);
    // Saved through the API (127.0.0.1 is allowed), but it answers 307 to the internal receiver.
    const saved = await t.req('adminA', 'PUT', alertsUrl, {
      emails: ['ad@school.test'],
      webhookUrl: redirecting.url,
      offlineAfterMinutes: 5,
    });
    expect(saved.statusCode).toBe(200);
    await silence('kiosk-gym');
    await eventually(() => smtp.mails.length === mailsBefore + 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(inside.posts).toEqual([]);
  } finally {
    await inside.close();
    await redirecting.close();
  }
});
