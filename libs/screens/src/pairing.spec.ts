import { watchPairing, PAIRING_REFUSED_RETRY_MS } from './pairing';

const reply = (status: number, body?: unknown) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response;
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a code, replaces it when it runs out, and hands over the screen id once paired', async () => {
  const far = new Date(Date.now() + 60_000).toISOString();
  const answers = [
    reply(201, { pairingId: 'p1', code: 'ABC234', expiresAt: far, pollMs: 3000 }),
    reply(200, { state: 'waiting', screenId: null, siteId: null, expiresAt: far }),
    reply(404),
    reply(201, { pairingId: 'p2', code: 'XYZ789', expiresAt: far, pollMs: 3000 }),
    reply(200, { state: 'paired', screenId: 'screen-9', siteId: 'site-a', expiresAt: far }),
  ];
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(url)} ${init?.body ?? ''}`);
    return answers.shift()!;
  }) as unknown as typeof fetch;
  const codes: (string | null)[] = [];
  const onPaired = jest.fn();
  watchPairing({
    apiBase: '/api/v1',
    kind: 'kiosk',
    siteId: 'site-a',
    onCode: (c) => codes.push(c),
    onPaired,
    fetchImpl,
  });
  await flush();
  expect(codes).toEqual(['ABC234']);
  for (let i = 0; i < 3; i += 1) {
    jest.advanceTimersByTime(3000);
    await flush();
    await flush();
  }
  expect(codes).toEqual(['ABC234', 'XYZ789']);
  expect(onPaired).toHaveBeenCalledWith({ screenId: 'screen-9', siteId: 'site-a' });
  expect(calls[0]).toBe('POST /api/v1/screen-pairings {"kind":"kiosk","siteId":"site-a"}');
  expect(calls[1]).toBe('GET /api/v1/screen-pairings/p1 ');
  jest.advanceTimersByTime(60_000);
  await flush();
  expect(calls).toHaveLength(5);
});

it('a refusal (too many codes from this address) waits a minute before asking again', async () => {
  const fetchImpl = jest.fn(async () => reply(429)) as unknown as typeof fetch;
  const codes: (string | null)[] = [];
  const stop = watchPairing({
    apiBase: '',
    kind: 'cast',
    onCode: (c) => codes.push(c),
    onPaired: jest.fn(),
    fetchImpl,
  });
  await flush();
  expect(codes).toEqual([null]);
  jest.advanceTimersByTime(PAIRING_REFUSED_RETRY_MS - 1);
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await flush();
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  stop();
});
