/**
 * OUTBOUND_ALLOW: host names, IP addresses or CIDR ranges (comma-separated) that the server may reach
 * although they are internal — an on-premises webhook receiver, say. Everything else internal is refused by
 * services/outbound/address-guard.ts. (The hardening work reads the same variable with the other security
 * settings; this is the screens branch's minimal reader of it.)
 */
import { BlockList, isIP } from 'node:net';

export class OutboundConfigError extends Error {}

function checkRange(value: string): void {
  const [address, bits] = value.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  const ok = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
  if (!ok)
    throw new OutboundConfigError(`OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "${value}").`);
  try {
    new BlockList().addSubnet(address, bits === undefined ? max : Number(bits), family === 6 ? 'ipv6' : 'ipv4');
  } catch {
    throw new OutboundConfigError(`OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "${value}").`);
  }
}

export function loadOutboundAllow(env: NodeJS.ProcessEnv): string[] {
  const values = (env.OUTBOUND_ALLOW ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const value of values) {
    if (isIP(value.split('/')[0])) checkRange(value);
    else if (!/^[a-z0-9.-]+$/i.test(value))
      throw new OutboundConfigError(
        `OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "${value}").`,
      );
  }
  return values;
}
