import { loadConfig } from '../src/config';
import { mayConnect } from '../src/services/outbound/address-guard';

const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ JWT_SECRET: 'x'.repeat(32), ...extra });

test('nothing internal is allowed by default; OUTBOUND_ALLOW lists hosts, addresses and ranges', () => {
  expect(loadConfig(env({})).outboundAllow).toEqual([]);
  expect(loadConfig(env({ OUTBOUND_ALLOW: ' hooks.school.lan, 10.1.0.0/16 ,127.0.0.1' })).outboundAllow).toEqual([
    'hooks.school.lan',
    '10.1.0.0/16',
    '127.0.0.1',
  ]);
  const policy = { allow: loadConfig(env({ OUTBOUND_ALLOW: '10.1.0.0/16' })).outboundAllow };
  expect(mayConnect('a', '10.1.2.3', policy)).toBe(true);
  expect(mayConnect('a', '10.2.0.1', policy)).toBe(false);
  expect(mayConnect('a', '93.184.216.34', { allow: [] })).toBe(true);
});

test('a bad entry stops the start with a message naming the variable', () => {
  expect(() => loadConfig(env({ OUTBOUND_ALLOW: '10.0.0.0/40' }))).toThrow(
    'OUTBOUND_ALLOW must list IP addresses or CIDR ranges (got "10.0.0.0/40").',
  );
  expect(() => loadConfig(env({ OUTBOUND_ALLOW: 'http://hooks' }))).toThrow(
    'OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "http://hooks").',
  );
});
