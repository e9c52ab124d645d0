import { forTheEdge, mayBeKept, publicReadBefore, PUBLIC_READ } from '../../plugins/app/public-view/cache-control';
import { RevealClock, UPCOMING_MS } from './reveal-clock';

test('a site’s next moment is known from the database or from a schedule made here, and stays until carried out', () => {
  const clock = new RevealClock();
  const now = Date.parse('2026-10-10T19:29:50.000Z');
  expect(clock.msUntil('a', now)).toBeNull();
  clock.replace([{ siteID: 'a', at: '2026-10-10T19:30:00.000Z' }]);
  expect(clock.msUntil('a', now)).toBe(10_000);
  expect(clock.msUntil('b', now)).toBeNull();
  clock.add('b', '2026-10-10T19:29:53.000Z');
  expect(clock.msUntil('b', now)).toBe(3000);
  // Due and not carried out yet: 0 (no reply may be kept) until a refresh no longer lists it.
  expect(clock.msUntil('a', now + 12_000)).toBe(0);
  clock.replace([]);
  expect(clock.msUntil('a', now + 12_000)).toBeNull();
  clock.add('a', new Date(now + UPCOMING_MS + 1).toISOString());
  expect(clock.msUntil('a', now)).toBeNull();
});

test('near a moment no cache may keep a public reply past it or serve it stale', () => {
  const second = Date.parse('2026-10-10T19:29:49.000Z');
  expect(publicReadBefore(null, second)).toBe(PUBLIC_READ);
  expect(publicReadBefore(11_001, second)).toBe(PUBLIC_READ);
  expect(publicReadBefore(11_000, second)).toEqual({
    'cache-control': 'public, max-age=0, s-maxage=1, proxy-revalidate',
    'cdn-cache-control': 'max-age=1, must-revalidate',
  });
  // nginx counts whole seconds: a reply kept during second S with s-maxage=1 is fresh until S + 2. Made half a
  // second into S, the moment at S + 2 is far enough; made at the start of S + 1 it is not.
  expect(publicReadBefore(1500, second + 500)['cache-control']).toContain('s-maxage=1,');
  expect(publicReadBefore(1999, second)['cache-control']).toContain('s-maxage=0,');
  expect(publicReadBefore(1000, second)['cache-control']).toContain('s-maxage=0,');
  expect(publicReadBefore(999, second + 1)).toEqual({
    'cache-control': 'public, max-age=0, s-maxage=0, proxy-revalidate',
    'cdn-cache-control': 'max-age=0, must-revalidate',
  });
  expect(publicReadBefore(0, second)['cdn-cache-control']).toBe('max-age=0, must-revalidate');
});

test('deploy/edge.conf is told its own stale bounds on a plain public read, and none near a moment', () => {
  const second = Date.parse('2026-10-10T19:29:49.000Z');
  expect(forTheEdge(PUBLIC_READ, second + 700)).toEqual({
    'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=5',
    'cdn-cache-control': PUBLIC_READ['cdn-cache-control'],
    // Kept to the end of this second (nginx's s-maxage=1 would keep it up to 2 s), after Cache-Control.
    'x-accel-expires': `@${second / 1000}`,
  });
  expect(Object.keys(forTheEdge(PUBLIC_READ)).at(-1)).toBe('x-accel-expires');
  const near = publicReadBefore(3000, second);
  expect(forTheEdge(near, second)).toEqual({ ...near, 'x-accel-expires': `@${second / 1000}` });
  expect(near['cache-control']).not.toContain('stale');
  const last = publicReadBefore(500, second);
  expect(mayBeKept(last)).toBe(false);
  expect(forTheEdge(last, second)).toBe(last);
  expect(mayBeKept({ 'cache-control': 'private, no-store' })).toBe(false);
  expect(mayBeKept({})).toBe(false);
});
