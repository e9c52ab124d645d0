/**
 * Issue 24 item 1: deeply nested JSON cannot stall the event loop. The anonymous routes that take JSON have the
 * body limit they need (413 above it), and nesting deeper than any schema allows is refused (400) by one linear
 * scan before anything is parsed, on every route; meanwhile /health keeps answering at once.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildTestApp, IDS, PASSWORD, type TestApp } from '../helpers/build-test-app';

const TOO_DEEP = 'The JSON body is nested too deeply (at most 64 levels).';
const NEAR_2MB = 2 * 1024 * 1024 - 1024;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

const ANONYMOUS_ROUTES = [
  '/api/v1/auth/login',
  `/api/v1/sites/${IDS.siteA}/live/heartbeat`,
  '/api/v1/auth/oidc/callback',
  '/api/v1/auth/refresh',
];

test.each(ANONYMOUS_ROUTES)(
  '%s: a body near 2 MB is refused by size (413), a small deep one by depth (400)',
  async (url) => {
    const big = await post(url, '['.repeat(NEAR_2MB));
    expect(big.statusCode).toBe(413);
    const deep = await post(url, '['.repeat(800));
    expect([deep.statusCode, deep.json().message]).toEqual([400, TOO_DEEP]);
  },
);

test('a sign-in is a few hundred bytes: a login body over 8 KB is refused before it is read whole', async () => {
  const padded = JSON.stringify({ email: 'admin-a@laurel.test', password: 'x'.repeat(9000) });
  expect((await post('/api/v1/auth/login', padded)).statusCode).toBe(413);
});

test('routes with the large default limit refuse deep arrays and objects before parsing them', async () => {
  const url = `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`;
  const auth = { authorization: `Bearer ${t.tokens.adminA}` };
  for (const payload of ['['.repeat(NEAR_2MB), '{"a":'.repeat(NEAR_2MB / 5), `{"categoryName":${'['.repeat(65)}`]) {
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...auth },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, TOO_DEEP]);
  }
  // Nothing changed.
  const stored = await t.app.inject({ method: 'GET', url });
  expect(stored.json().category.categoryName).toBe('Other');
});

test('brackets inside strings do not count; 64 levels are accepted as before', async () => {
  const login = await post(
    '/api/v1/auth/login',
    JSON.stringify({ email: 'admin-a@laurel.test', password: `[{"\\${'['.repeat(900)}` }),
  );
  expect(login.statusCode).toBe(401);
  const right = await post('/api/v1/auth/login', JSON.stringify({ email: 'admin-a@laurel.test', password: PASSWORD }));
  expect(right.statusCode).toBe(200);
  // 64 levels parse (and are then refused by the schema, not by the depth check).
  const nested = await post('/api/v1/auth/login', `${'['.repeat(64)}${']'.repeat(64)}`);
  expect(nested.statusCode).toBe(400);
  expect(nested.json().message).not.toBe(TOO_DEEP);
});

test('six deep bodies near 2 MB at once: the event loop stays free and /health keeps answering', async () => {
  const url = `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`;
  // Balanced nesting is the costly kind to parse (about 0.7 s each without the depth check).
  const half = NEAR_2MB / 2 - 16;
  const balanced = `${'['.repeat(half)}${']'.repeat(half)}`;
  const bodies = [
    ...ANONYMOUS_ROUTES.map((route) => ({ route, payload: balanced, headers: {} })),
    { route: url, payload: balanced, headers: t.as('adminA') },
    { route: url, payload: `{"categoryName":${balanced}}`, headers: t.as('adminA') },
  ];
  // Warm up (the first /health reads the database, the first PATCH compiles its route).
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  expect((await post(ANONYMOUS_ROUTES[0], '[]')).statusCode).toBe(400);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const health: number[] = [];
  const probe = (async () => {
    while (performance.now() - started < 400) {
      const t0 = performance.now();
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const replies = await Promise.all(
    bodies.map((b) =>
      t.app.inject({
        method: b.route === url ? 'PATCH' : 'POST',
        url: b.route,
        payload: b.payload,
        headers: { 'content-type': 'application/json', ...b.headers },
      }),
    ),
  );
  await probe;
  delay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  expect(replies.map((r) => r.statusCode)).toEqual([413, 413, 413, 413, 400, 400]);
  const maxDelayMs = delay.max / 1e6;
  const slowest = Math.max(...health);
  console.log(
    `event-loop max delay ${maxDelayMs.toFixed(1)} ms, slowest /health ${slowest.toFixed(1)} ms, CPU ${cpuMs} ms`,
  );
  // Before the depth check these six held the loop ~3.8 s, all of it the process's own CPU (the parse); now
  // 25–110 ms on a shared 2-core machine (GC of the 12 MB of bodies included). A delay counts only as far as
  // the process itself was busy: on a machine loaded by other work the scheduler's waits are not ours.
  expect(Math.min(maxDelayMs, cpuMs)).toBeLessThan(250);
  expect(Math.min(slowest, cpuMs)).toBeLessThan(250);
});
