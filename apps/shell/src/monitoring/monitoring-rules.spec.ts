import { webcrypto } from 'node:crypto';
import {
  flagContext,
  hashEmail,
  isBotUserAgent,
  monitoringRole,
  monitoringUser,
  type MonitoringSession,
} from './monitoring-rules';
import { parseRuntimeConfig } from './runtime-config';

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

test('services are off unless /config.json configures them', () => {
  expect(parseRuntimeConfig(null)).toEqual({
    datadog: null,
    launchdarkly: null,
    fontsBaseUrl: null,
    productionHost: null,
    marketingUrl: null,
  });
  expect(parseRuntimeConfig({ datadog: { applicationId: 'a' }, launchdarkly: { clientSideId: ' ' } })).toMatchObject({
    datadog: null,
    launchdarkly: null,
  });
  expect(
    parseRuntimeConfig({ datadog: { applicationId: 'a', clientToken: 't' }, launchdarkly: { clientSideId: 'ld' } }),
  ).toMatchObject({
    datadog: { applicationId: 'a', clientToken: 't' },
    launchdarkly: { clientSideId: 'ld' },
  });
});

test('the production host and marketing site of SPEC §8 come from /config.json (http(s) URLs only)', () => {
  expect(
    parseRuntimeConfig({ productionHost: ' Halls.Example.com ', marketingUrl: 'https://www.example.com/laurel' }),
  ).toMatchObject({ productionHost: 'halls.example.com', marketingUrl: 'https://www.example.com/laurel' });
  expect(parseRuntimeConfig({ marketingUrl: 'javascript:alert(1)' }).marketingUrl).toBeNull();
  expect(parseRuntimeConfig({ marketingUrl: 'not a url' }).marketingUrl).toBeNull();
});
