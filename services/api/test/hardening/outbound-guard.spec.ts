/**
 * Issue 11 item 4: the server never fetches internal addresses for a user-chosen URL (calendar by URL),
 * whatever form the address is written in or reached through (a name, a redirect), and the reply does not
 * tell internal hosts or open ports from closed ones. OUTBOUND_ALLOW lets on-premises servers through.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, mayConnect } from '../../src/services/outbound/address-guard';
import { guardedFetch, pickAddress } from '../../src/services/outbound/guarded-fetch';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Home game\r\nDTSTART:20300101T180000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const NEUTRAL = 'Could not load the calendar: the server could not be reached.';

let feed: Server;
let port = 0;
const hits: string[] = [];
let closedPort = 0;

beforeAll(async () => {
  feed = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/games.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    else if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: new URL(req.url, 'http://x').searchParams.get('to')! }).end();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  port = (feed.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
});
afterAll(() => new Promise((r) => feed.close(r)));

describe('address classification', () => {
  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
  ])('%s is internal', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(mayConnect('example.test', address, { allow: [] })).toBe(false);
  });

  test.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test('OUTBOUND_ALLOW: a host name, an address or a range lets that internal server through, nothing else', () => {
    const policy = { allow: ['calendar.school.lan', '10.20.0.0/16', '::1'] };
    expect(mayConnect('calendar.school.lan', '10.9.9.9', policy)).toBe(true);
    expect(mayConnect('other.lan', '10.20.3.4', policy)).toBe(true);
    expect(mayConnect('other.lan', '::ffff:10.20.3.4', policy)).toBe(true);
    expect(mayConnect('other.lan', '10.21.0.1', policy)).toBe(false);
    expect(mayConnect('localhost', '::1', policy)).toBe(true);
    expect(mayConnect('localhost', '127.0.0.1', policy)).toBe(false);
  });

  test('a name that resolves to a public and an internal address is refused (no rebinding through the second)', () => {
    const policy = { allow: [] };
    expect(pickAddress('x.test', [{ address: '8.8.8.8', family: 4 }], policy)).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    expect(
      pickAddress(
        'x.test',
        [
          { address: '8.8.8.8', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
        policy,
      ),
    ).toBeNull();
  });
});

describe('calendar by URL (an editor previewing an address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const preview = (url: string) =>
    t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/calendar?url=${encodeURIComponent(url)}`);

  test('every spelling of an internal address, a closed port and a redirect inward get the same 502; nothing is fetched', async () => {
    hits.length = 0;
    const urls = [
      `http://127.0.0.1:${port}/games.ics`,
      `http://localhost:${port}/games.ics`,
      `http://[::ffff:7f00:1]:${port}/games.ics`,
      `http://[::ffff:127.0.0.1]:${port}/games.ics`,
      `http://2130706433:${port}/games.ics`,
      `http://0x7f.1:${port}/games.ics`,
      `http://[::1]:${port}/games.ics`,
      `http://127.0.0.1:${closedPort}/games.ics`,
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/x.ics',
      'http://0.0.0.0/x.ics',
    ];
    for (const url of urls) {
      const res = await preview(url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 502, NEUTRAL]);
    }
    expect(hits).toEqual([]);
  });

  test('a redirect from an allowed server to an internal address is checked again and refused', async () => {
    const allowedByName = await buildTestApp({ outboundAllow: ['localhost'] });
    try {
      hits.length = 0;
      const to = encodeURIComponent(`http://127.0.0.1:${port}/games.ics`);
      const res = await allowedByName.req(
        'adminA',
        'GET',
        `/api/v1/sites/${IDS.siteA}/calendar?url=${encodeURIComponent(`http://localhost:${port}/redirect?to=${to}`)}`,
      );
      expect([res.statusCode, res.json().message]).toEqual([502, NEUTRAL]);
      expect(hits).toEqual([`/redirect?to=${to}`]);
      // Following a redirect to the allowed name itself works.
      const ok = await allowedByName.req(
        'adminA',
        'GET',
        `/api/v1/sites/${IDS.siteA}/calendar?url=${encodeURIComponent(
          `http://localhost:${port}/redirect?to=${encodeURIComponent(`http://localhost:${port}/games.ics`)}`,
        )}`,
      );
      expect(ok.statusCode).toBe(200);
    } finally {
      await allowedByName.close();
    }
  });

  test('with the address range on OUTBOUND_ALLOW (an on-premises calendar) the feed is read', async () => {
    const onPremises = await buildTestApp({ outboundAllow: ['127.0.0.0/8'] });
    try {
      const res = await onPremises.req(
        'adminA',
        'GET',
        `/api/v1/sites/${IDS.siteA}/calendar?url=${encodeURIComponent(`http://127.0.0.1:${port}/games.ics`)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain('Home game');
    } finally {
      await onPremises.close();
    }
  });
});

test('guardedFetch: more than 5 redirects is unreachable; a non-http scheme is refused', async () => {
  const policy = { allow: ['127.0.0.1'] };
  let loop = `http://127.0.0.1:${port}/games.ics`;
  for (let i = 0; i < 6; i++) loop = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(loop)}`;
  await expect(guardedFetch(loop, { timeoutMs: 5000, maxBytes: 1e6, policy })).rejects.toMatchObject({
    reason: 'unreachable',
  });
  await expect(guardedFetch('file:///etc/passwd', { timeoutMs: 5000, maxBytes: 1e6, policy })).rejects.toMatchObject({
    reason: 'unreachable',
  });
});
