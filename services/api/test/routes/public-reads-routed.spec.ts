/**
 * Issue 26: no answer before routing. Repeated anonymous reads of a kept public reply, over real HTTP, each go
 * through Fastify's routing, hooks and request log (the removed front door answered them unseen), and keep the
 * public view's headers (helmet's, the cache headers, ETag with the content version).
 */
import type { AddressInfo } from 'node:net';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let base = '';
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, lines);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

test('every repeat of a kept public read is routed and logged, with the same headers', async () => {
  const path = `/api/v1/sites/${IDS.siteA}/categories/${IDS.sports}?reads=routed`;
  const replies = [];
  for (let i = 0; i < 5; i++) replies.push(await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }));
  for (const reply of replies) {
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(reply.headers.get('vary')).toBe('Accept-Encoding, Authorization');
    expect(reply.headers.get('etag')).toBe(replies[0].headers.get('etag'));
    expect(reply.headers.get('x-content-version')).toMatch(/^\d+$/);
  }
  await new Promise((r) => setTimeout(r, 50));
  const completed = lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'request completed');
  const logged = lines.filter((line) => line.includes('reads=routed') && line.includes('incoming request'));
  expect(logged).toHaveLength(5);
  expect(completed.length).toBeGreaterThanOrEqual(5);
});
