import { loadOutboundAllow } from '../src/config-outbound';
import { loadConfig } from '../src/config';
import { mayConnect } from '../src/services/outbound/address-guard';

test('nothing internal is allowed by default; OUTBOUND_ALLOW lists hosts, addresses and ranges', () => {
  expect(loadOutboundAllow({})).toEqual([]);
  expect(loadOutboundAllow({ OUTBOUND_ALLOW: ' hooks.school.lan, 10.1.0.0/16 ,127.0.0.1' })).toEqual([
    'hooks.school.lan',
    '10.1.0.0/16',
    '127.0.0.1',
  ]);
  const policy = { allow: loadOutboundAllow({ OUTBOUND_ALLOW: '10.1.0.0/16' }) };
  expect(mayConnect('a', '10.1.2.3', policy)).toBe(true);
  expect(mayConnect('a', '10.2.0.1', policy)).toBe(false);
  expect(mayConnect('a', '93.184.216.34', { allow: [] })).toBe(true);
});

test('a bad entry stops the start with a message naming the variable', () => {
  expect(() => loadConfig({ OUTBOUND_ALLOW: '10.0.0.0/40', JWT_SECRET: 'x'.repeat(32) })).toThrow(
    'OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "10.0.0.0/40").',
  );
  expect(() => loadOutboundAllow({ OUTBOUND_ALLOW: 'http://hooks' })).toThrow(
    'OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "http://hooks").',
  );
});
