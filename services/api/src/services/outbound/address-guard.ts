/**
 * Where the server may connect when it fetches an address it does not own (docs/security.md, "Outbound
 * fetches"): only public unicast addresses. Refused: private, loopback, link-local, unique-local, multicast,
 * unspecified, carrier-grade NAT, documentation/benchmark/reserved ranges, and the IPv6 forms that embed an
 * IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4, Teredo). The OUTBOUND_ALLOW list
 * (host names, addresses, CIDR ranges) lets a deployment reach on-premises servers such as a school's calendar.
 * Classification is ipaddr.js's (the library proxy-addr uses).
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface OutboundPolicy {
  /** Host names (exact, case-insensitive), IP addresses and CIDR ranges that may be reached although internal. */
  allow: readonly string[];
}

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return null;
  }
}

/** The IPv4 address an IPv6 address stands for (mapped or compatible), if it does. */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const parts = v6.parts;
  const compatible = parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7] > 1);
  return compatible ? ipaddr.IPv4.parse(`${parts[6] >> 8}.${parts[6] & 255}.${parts[7] >> 8}.${parts[7] & 255}`) : null;
}

/** True for a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = parse(address);
  if (!ip) return false;
  if (ip.kind() === 'ipv6') {
    const v4 = embeddedIpv4(ip as ipaddr.IPv6);
    if (v4) return v4.range() === 'unicast';
  }
  return ip.range() === 'unicast';
}

function inList(address: string, allow: readonly string[]): boolean {
  const ip = parse(address);
  if (!ip) return false;
  const candidates = [ip];
  if (ip.kind() === 'ipv6') {
    const v4 = embeddedIpv4(ip as ipaddr.IPv6);
    if (v4) candidates.push(v4);
  }
  return allow.some((entry) => {
    const [base, bits] = entry.split('/');
    if (!isIP(base)) return false;
    const range = parse(base)!;
    const prefix = bits === undefined ? (range.kind() === 'ipv4' ? 32 : 128) : Number(bits);
    return candidates.some((c) => c.kind() === range.kind() && c.match(range, prefix));
  });
}

/** True when the host name itself is on the allow-list (an on-premises server named there). */
export const isAllowedHost = (hostname: string, policy: OutboundPolicy): boolean =>
  policy.allow.some((entry) => !isIP(entry.split('/')[0]) && entry.toLowerCase() === hostname.toLowerCase());

/** Whether the server may connect to this (resolved or literal) address for `hostname`. */
export function mayConnect(hostname: string, address: string, policy: OutboundPolicy): boolean {
  return isAllowedHost(hostname, policy) || isPublicAddress(address) || inList(address, policy.allow);
}
