import { webcrypto } from 'node:crypto';
import {
  flagContext,
  hashEmail,
  isBotUserAgent,
  monitoringRole,
  monitoringUser,
  type MonitoringSession,
} from './monitoring-rules';

const base: MonitoringSession = {
  userEmail: null,
  clientID: 'client-1',
  styleID: 'default',
  isAuth: false,
  isAdmin: false,
  isInternal: false,
  touchScreen: false,
};
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

test('role: internal over admin over user', () => {
  expect(monitoringRole({ isInternal: true, isAdmin: true })).toBe('internal');
  expect(monitoringRole({ isInternal: false, isAdmin: true })).toBe('admin');
  expect(monitoringRole({ isInternal: false, isAdmin: false })).toBe('user');
});

test('the site part is always there; the user part only when authenticated with an email', async () => {
  expect(flagContext({ ...base, touchScreen: true }, null)).toEqual({
    kind: 'multi',
    site: { key: 'site-default', siteID: 'default', clientID: 'client-1', touchScreen: true },
  });
  expect(flagContext({ ...base, userEmail: 'a@b.test' }, 'h').user).toBeUndefined();
  const hash = await hashEmail(' Admin@Demo.Laurel.test ', subtle);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hash).toBe(await hashEmail('admin@demo.laurel.test', subtle));
  const ctx = flagContext({ ...base, userEmail: 'admin@demo.laurel.test', isAuth: true, isAdmin: true }, hash);
  expect(ctx.user).toEqual({
    key: `user-${hash}`,
    name: 'admin@demo.laurel.test',
    email: 'admin@demo.laurel.test',
    isAuth: true,
    isAdmin: true,
    isInternal: false,
  });
});

test('the monitoring user carries the role, and is absent for visitors', () => {
  expect(monitoringUser(base, 'h')).toBeNull();
  expect(monitoringUser({ ...base, isAuth: true, userEmail: 'e@x.test', isInternal: true }, 'h')).toEqual({
    id: 'user-h',
    email: 'e@x.test',
    name: 'e@x.test',
    role: 'internal',
  });
});

test('prerender services and screenshot bots are skipped', () => {
  expect(isBotUserAgent('Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))')).toBe(true);
  expect(isBotUserAgent('Mozilla/5.0 ScreenshotBot/1.0')).toBe(true);
  expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36')).toBe(false);
});
