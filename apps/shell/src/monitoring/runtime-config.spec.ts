import { parseRuntimeConfig } from './runtime-config';
import { fontsBaseUrlOf, hostingOf, names } from './config-json';

test('every service is off unless /config.json configures it', () => {
  expect(parseRuntimeConfig(null)).toEqual({
    datadog: null,
    launchdarkly: null,
    pendo: null,
    agreements: { termsUrl: null, privacyUrl: null },
    fontsBaseUrl: null,
  });
  expect(
    parseRuntimeConfig({ datadog: { applicationId: 'a' }, launchdarkly: { clientSideId: ' ' }, pendo: { env: 'eu' } }),
  ).toMatchObject({ datadog: null, launchdarkly: null, pendo: null });
});

test('a full configuration is read; addresses that are not http(s) are dropped', () => {
  const c = parseRuntimeConfig({
    datadog: { applicationId: 'a', clientToken: 't', site: 'datadoghq.eu', proxy: 'https://rum.example.org/dd' },
    launchdarkly: { clientSideId: 'ld', baseUrl: 'https://relay.example.org', streamUrl: 'javascript:alert(1)' },
    pendo: { apiKey: 'k', dataHost: 'https://data.example.org', settings: { foo: 1 } },
    agreements: { termsUrl: 'https://example.org/terms', privacyUrl: 'ftp://x' },
  });
  expect(c.datadog).toEqual({
    applicationId: 'a',
    clientToken: 't',
    site: 'datadoghq.eu',
    proxy: 'https://rum.example.org/dd',
  });
  expect(c.launchdarkly).toEqual({ clientSideId: 'ld', baseUrl: 'https://relay.example.org' });
  expect(c.pendo).toEqual({ apiKey: 'k', env: 'io', dataHost: 'https://data.example.org', settings: { foo: 1 } });
  expect(c.agreements).toEqual({ termsUrl: 'https://example.org/terms', privacyUrl: null });
});

test('a visitor page only asks whether a service is named, and reads the fonts service', () => {
  const config = { datadog: { applicationId: 'a' }, launchdarkly: 'ld', fontsBaseUrl: 'https://fonts.example.org' };
  expect(names(config, 'datadog')).toBe(true);
  expect(names(config, 'launchdarkly')).toBe(false);
  expect(names(config, 'pendo')).toBe(false);
  expect(fontsBaseUrlOf(config)).toBe('https://fonts.example.org');
  expect(fontsBaseUrlOf({ fontsBaseUrl: ' ' })).toBeNull();
});

test('the production host and marketing site of SPEC §8 come from /config.json (http(s) URLs only)', () => {
  expect(hostingOf({ productionHost: ' Halls.Example.com ', marketingUrl: 'https://www.example.com/laurel' })).toEqual({
    productionHost: 'halls.example.com',
    marketingUrl: 'https://www.example.com/laurel',
  });
  expect(hostingOf({ marketingUrl: 'javascript:alert(1)' }).marketingUrl).toBeNull();
  expect(hostingOf({ marketingUrl: 'not a url' }).marketingUrl).toBeNull();
  expect(hostingOf({})).toEqual({ productionHost: null, marketingUrl: null });
});
