/**
 * The one key every per-client limit counts under (sign-in, analytics, live streams, screen updates; the rate
 * limiter's default key): the client address Fastify believed (X-Forwarded-For only from TRUST_PROXY proxies),
 * with IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4 address, and any other IPv6 address cut to its /64,
 * the block one home or office network gets, so one network cannot pass for 2^64 clients.
 */
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

export function clientKeyOfAddress(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, '').split('%')[0]);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** The request's client key (see above). */
export const clientKeyOf = (request: Pick<FastifyRequest, 'ip'>): string => clientKeyOfAddress(request.ip);
