import { readFileSync } from 'node:fs';
import { flagClientOptions, tagValue } from './start-flags';

test('the flag client gets SPEC §9 settings, and a relay proxy when configured', () => {
  expect(flagClientOptions({ clientSideId: 'ld' })).toEqual({
    streaming: true,
    eventCapacity: 100,
    flushInterval: 2000,
    streamReconnectDelay: 1000,
    diagnosticRecordingInterval: 900000,
    application: { id: 'laurel-shell', version: '7.33.1' },
  });
  expect(
    flagClientOptions({ clientSideId: 'ld', baseUrl: 'http://a', streamUrl: 'http://b', eventsUrl: 'http://c' }),
  ).toMatchObject({ baseUrl: 'http://a', streamUrl: 'http://b', eventsUrl: 'http://c' });
});

test('tag values are at most 64 characters of letters, digits, dot, dash and underscore', () => {
  expect(tagValue('laurel shell/7.33.1')).toBe('laurel-shell-7.33.1');
  expect(tagValue('x'.repeat(80))).toHaveLength(64);
});

test("the SDK's own constants are SPEC §9's: stream backoff capped at 30 s, goals URL checked every 300 ms", () => {
  const stream = readFileSync(require.resolve('launchdarkly-js-sdk-common/src/Stream.js'), 'utf8');
  expect(stream).toMatch(/const maxRetryDelay = 30 \* 1000;/);
  const client = readFileSync(require.resolve('launchdarkly-js-client-sdk/dist/ldclient.cjs.js'), 'utf8');
  expect(client).toMatch(/\}\(300,[a-z]\)/);
  const common = readFileSync(require.resolve('launchdarkly-js-sdk-common/src/configuration.js'), 'utf8');
  expect(common).toMatch(/tagValue\.length > 64/);
});
