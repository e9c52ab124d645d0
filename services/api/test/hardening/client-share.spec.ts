/**
 * Issue 24 item 7: every per-client limit counts per client key (IPv4 as is, IPv4-mapped IPv6 as IPv4, other
 * IPv6 by /64), so one network cannot pass for many clients; no client may take more than half a site's analytics
 * allowance; part of the live-update stream cap is kept for kiosks and cast screens.
 */
import type { AddressInfo } from 'node:net';
import { clientKeyOfAddress } from '../../src/services/client-key';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { openSse, type SseClient } from '../helpers/sse';

const analytics = `/api/v1/sites/${IDS.siteA}/analytics/events`;
const batch = (n: number) => ({
  events: Array.from({ length: n }, () => ({
    type: 'page_view',
    path: `/home/${IDS.siteA}`,
    at: new Date().toISOString(),
  })),
});
const FROM_CLIENT = 'Too many analytics events from this address; try again in a minute.';

test('client keys: IPv4 as is, IPv4-mapped as IPv4, IPv6 by /64', () => {
  expect(clientKeyOfAddress('203.0.113.5')).toBe('203.0.113.5');
  expect(clientKeyOfAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
  expect(clientKeyOfAddress('2001:db8:1:2::1')).toBe(clientKeyOfAddress('2001:db8:1:2:ffff:abcd:1234:5678'));
  expect(clientKeyOfAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(clientKeyOfAddress('2001:db8:1:3::1')).not.toBe(clientKeyOfAddress('2001:db8:1:2::1'));
});

test('addresses of one IPv6 /64 share one analytics allowance; another /64 and IPv4 clients keep theirs', async () => {
  const t = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  try {
    const post = (ip: string, n: number) =>
      t.app.inject({ method: 'POST', url: analytics, payload: batch(n), headers: { 'x-forwarded-for': ip } });
    // 300 events a minute per client (50 a post): six posts from six addresses of one /64, then refused.
    const codes: number[] = [];
    for (let i = 1; i <= 7; i++) codes.push((await post(`2001:db8:aa:1::${i.toString(16)}`, 50)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 202, 429]);
    expect((await post('2001:db8:aa:1:ffff::9', 1)).json().message).toBe(FROM_CLIENT);
    expect((await post('2001:db8:aa:2::1', 50)).statusCode).toBe(202);
    // An IPv4 client and its IPv4-mapped IPv6 form are one client.
    for (let i = 0; i < 6; i++) expect((await post('203.0.113.9', 50)).statusCode).toBe(202);
    expect((await post('::ffff:203.0.113.9', 1)).json().message).toBe(FROM_CLIENT);
  } finally {
    await t.close();
  }
});

test('one client gets at most half of a site’s analytics allowance, whatever the per-client setting', async () => {
  const t = await buildTestApp({ analyticsEventsPerClientPerMinute: 100_000, analyticsEventsPerSitePerMinute: 200 });
  try {
    const post = (ip: string, n: number) =>
      t.app.inject({ method: 'POST', url: analytics, payload: batch(n), remoteAddress: ip });
    expect((await post('198.51.100.1', 50)).statusCode).toBe(202);
    expect((await post('198.51.100.1', 50)).statusCode).toBe(202);
    expect((await post('198.51.100.1', 1)).json().message).toBe(FROM_CLIENT);
    expect((await post('198.51.100.2', 50)).statusCode).toBe(202);
  } finally {
    await t.close();
  }
});

describe('live-update streams', () => {
  let t: TestApp;
  let port = 0;
  const open: SseClient[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['127.0.0.1'], sseMaxPerClient: 2, sseMaxTotal: 10 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });
  const stream = async (ip: string, query = '') => {
    const s = await openSse(port, `/api/v1/sites/${IDS.siteA}/events${query}`, { 'x-forwarded-for': ip });
    open.push(s);
    return s.res.statusCode;
  };

  test('one /64 is one client; a tenth of the cap is kept for kiosks and cast screens', async () => {
    expect([await stream('2001:db8:bb:1::1'), await stream('2001:db8:bb:1::2')]).toEqual([200, 200]);
    expect(await stream('2001:db8:bb:1::3')).toBe(429);
    // Browsers from other networks take the rest but the screens' part (10 - 1).
    const browsers: (number | undefined)[] = [];
    for (let i = 2; i <= 8; i++) browsers.push(await stream(`2001:db8:bb:${i}::1`));
    expect(browsers).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await stream('2001:db8:bb:99::1')).toBe(503);
    // A kiosk still gets its live updates.
    expect(await stream('192.0.2.10', '?screen=kiosk')).toBe(200);
    expect(await stream('192.0.2.11', '?screen=cast')).toBe(503);
  });
});
