/**
 * Guarded fetch, the one way the API fetches addresses it does not own (calendar feeds, screen-alert webhooks,
 * the X API; every other outbound call goes the same way): http(s) only, GET or POST, a time limit for the whole
 * exchange, a size limit read while streaming, at most 5 redirects, and the address guard (address-guard.ts) on every connection. The host is
 * resolved once per hop, every resolved address checked, and the socket connects to the checked address
 * (DNS rebinding cannot swap it); literal addresses (`[::ffff:7f00:1]`, `2130706433` = 127.0.0.1) are checked
 * as the URL parser reads them; each redirect's target is checked again. Whatever goes wrong before an
 * answer from an allowed server — refused address, DNS failure, closed port, timeout, TLS — is one neutral
 * 'unreachable' error, so the reply cannot tell internal hosts or open ports apart.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { mayConnect, type OutboundPolicy } from './address-guard';

export type OutboundFailure = 'timeout' | 'unreachable' | 'too-large';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body as UTF-8 text (JSON, calendars). */
  text: string;
  /** The body's bytes (a downloaded file). */
  bytes: Buffer;
  /** The address finally read (after redirects). */
  url: string;
}

export interface OutboundOptions {
  /** GET by default; webhooks POST a body (a redirect of a POST is followed as GET for 301–303, as RFC 9110 says). */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /**
   * Where internal addresses may still be reached (`config.outboundAllow`, OUTBOUND_ALLOW); nothing internal when
   * empty. Every address a user chose (calendar feeds, screen-alert webhooks) passes one. Without it nothing is
   * refused: only for addresses the operator configured (the X API base).
   */
  policy?: OutboundPolicy;
}

export const MAX_REDIRECTS = 5;
const UNREACHABLE = 'the server could not be reached';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Refused extends Error {}

/**
 * The address to connect to among those a name resolved to: the first, when every one of them is allowed
 * (a name that also resolves to an internal address is refused, whichever the resolver would list first).
 */
export function pickAddress(hostname: string, list: LookupAddress[], policy: OutboundPolicy): LookupAddress | null {
  return list.length > 0 && list.every((a) => mayConnect(hostname, a.address, policy)) ? list[0] : null;
}

/** A dns.lookup that hands the socket only the address it checked, so the connection is pinned to it. */
function guardedLookup(hostname: string, policy: OutboundPolicy): LookupFunction {
  return (host, options, callback) => {
    dnsLookup(host, { all: true, family: options.family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const chosen = pickAddress(hostname, addresses as LookupAddress[], policy);
      if (!chosen) return callback(new Refused('address not allowed'), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
      callback(null, chosen.address, chosen.family);
    });
  };
}

function decoded(res: IncomingMessage): Readable {
  switch ((res.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(createGunzip());
    case 'deflate':
      return res.pipe(createInflate());
    case 'br':
      return res.pipe(createBrotliDecompress());
    default:
      return res;
  }
}

async function readCapped(body: Readable, declared: number, maxBytes: number): Promise<Buffer> {
  if (declared > maxBytes) throw new OutboundError('too-large', `more than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new OutboundError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  return headers;
}

/** One request to `url`, connected only to an allowed address; the response's body not yet read. */
function requestOnce(
  url: URL,
  options: OutboundOptions,
  signal: AbortSignal,
  method: 'GET' | 'POST',
): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (options.policy && isIP(hostname) && !mayConnect(hostname, hostname, options.policy))
    return Promise.reject(new Refused('address not allowed'));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method,
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'Laurel',
      ...options.headers,
      ...(method === 'POST' ? { 'content-length': String(Buffer.byteLength(options.body ?? '')) } : {}),
    },
    lookup: options.policy ? guardedLookup(hostname, options.policy) : undefined,
    signal,
  };
  return new Promise((resolve, reject) => {
    const req = send(requestOptions, resolve);
    req.on('error', reject);
    req.end(method === 'POST' ? options.body : undefined);
  });
}

export async function guardedFetch(url: string, options: OutboundOptions): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current: URL;
  let method = options.method ?? 'GET';
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('unreachable', UNREACHABLE);
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new Refused('not http(s)');
      const res = await requestOnce(current, options, signal, method);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw new Refused('too many redirects');
        current = new URL(location, current);
        if (res.statusCode !== 307 && res.statusCode !== 308) method = 'GET';
        continue;
      }
      const status = res.statusCode ?? 0;
      const bytes = await readCapped(decoded(res), Number(res.headers['content-length'] ?? 0), options.maxBytes);
      return {
        status,
        ok: status >= 200 && status < 300,
        headers: headersOf(res),
        get text() {
          return bytes.toString('utf8');
        },
        bytes,
        url: current.toString(),
      };
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    if (signal.aborted) throw new OutboundError('timeout', 'the server did not answer in time');
    throw new OutboundError('unreachable', UNREACHABLE);
  }
}
