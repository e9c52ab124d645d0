import { parseRuntimeConfig } from './runtime-config';

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
