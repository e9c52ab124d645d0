import { datadogInitOptions } from './start-datadog';

test('the RUM SDK is initialised with every SPEC §9 value', () => {
  expect(datadogInitOptions({ applicationId: 'app', clientToken: 'tok' })).toEqual({
    applicationId: 'app',
    clientToken: 'tok',
    site: 'datadoghq.com',
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    startSessionReplayRecordingManually: true,
    defaultPrivacyLevel: 'mask-user-input',
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    env: 'prod',
    service: 'touchscreen_site',
    version: '7.33.1',
  });
  expect(datadogInitOptions({ applicationId: 'a', clientToken: 't', proxy: 'http://127.0.0.1:1/dd' }).proxy).toBe(
    'http://127.0.0.1:1/dd',
  );
});

test("the replay limits are the SDK's own: 60,000-byte segments no longer than 30 s, worker start timeout 30 s", () => {
  const segments = jest.requireActual('@datadog/browser-rum/cjs/domain/segmentCollection/segmentCollection');
  const worker = jest.requireActual('@datadog/browser-rum/cjs/domain/deflate/deflateWorker');
  expect(segments.SEGMENT_BYTES_LIMIT).toBe(60_000);
  expect(segments.SEGMENT_DURATION_LIMIT).toBeLessThanOrEqual(30_000);
  expect(worker.INITIALIZATION_TIME_OUT_DELAY).toBe(30_000);
});
