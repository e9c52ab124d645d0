/**
 * Whether a user-chosen address (a screen-alert webhook) is one the server may post to, checked when it is
 * saved so the admin hears at once: http(s), and its host — a literal address, or every address its name
 * resolves to now — allowed by the address guard. Delivery checks again on every connection
 * (outbound-fetch.ts), since a name may resolve elsewhere later.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { mayConnect, type OutboundPolicy } from './address-guard';

export type UrlVerdict = 'ok' | 'not-http' | 'not-found' | 'internal';

export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-http';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not-http';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) return mayConnect(hostname, hostname, policy) ? 'ok' : 'internal';
  let addresses: { address: string }[];
  try {
    addresses = await lookup(hostname, { all: true });
  } catch {
    return 'not-found';
  }
  if (addresses.length === 0) return 'not-found';
  return addresses.every((a) => mayConnect(hostname, a.address, policy)) ? 'ok' : 'internal';
}
