import { loadScreenAlertConfig } from '../src/config-screen-alerts';

test('off by default: no e-mail, 30 s heartbeats, a check every 15 s', () => {
  expect(loadScreenAlertConfig({})).toEqual({
    smtpUrl: null,
    smtpFrom: null,
    publicUrl: null,
    checkIntervalMs: 15_000,
    heartbeatMs: 30_000,
  });
});

test('SMTP, the public address and the intervals from the environment', () => {
  expect(
    loadScreenAlertConfig({
      SMTP_URL: 'smtps://u:p@mail.school.test:465',
      SMTP_FROM: 'Laurel <screens@school.test>',
      PUBLIC_URL: 'https://hall.school.test/',
      SCREEN_CHECK_INTERVAL_MS: '5000',
      SCREEN_HEARTBEAT_MS: '10000',
    }),
  ).toEqual({
    smtpUrl: 'smtps://u:p@mail.school.test:465',
    smtpFrom: 'Laurel <screens@school.test>',
    publicUrl: 'https://hall.school.test',
    checkIntervalMs: 5000,
    heartbeatMs: 10_000,
  });
});

test('bad values stop the start with a message naming the variable', () => {
  expect(() => loadScreenAlertConfig({ SMTP_URL: 'http://mail' })).toThrow(
    'SMTP_URL must start with smtp:// or smtps://.',
  );
  expect(() => loadScreenAlertConfig({ SMTP_URL: 'smtp://mail:25' })).toThrow('SMTP_FROM is needed with SMTP_URL');
  expect(() => loadScreenAlertConfig({ PUBLIC_URL: 'hall' })).toThrow('PUBLIC_URL must be a URL (got "hall").');
  expect(() => loadScreenAlertConfig({ SCREEN_HEARTBEAT_MS: '10' })).toThrow(
    'SCREEN_HEARTBEAT_MS must be a whole number between 1000 and 600000 (got "10").',
  );
});
