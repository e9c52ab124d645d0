/**
 * Kept public reads answered before routing. At event scale most requests are anonymous reads of a reply the
 * public view already keeps, and going through Fastify's routing, request objects and hooks for them was half
 * of their time. The first read of an address goes through Fastify as usual (route, hooks, handler); if the
 * route may be answered from the public view, the address is remembered with the reply it maps to. Later reads
 * of exactly that address are answered by the front door (front-door.ts) with the same bytes and headers
 * the route's hooks would send (helmet's security headers, HSTS on https, the cache headers, ETag/304 and the
 * encoding the client accepts), when all of these hold, and otherwise go to Fastify:
 * - a GET (HEAD and every other method go through the routes);
 * - no Authorization header (a signed-in caller never gets the public view) and no internal refresh mark;
 * - the site's content is loaded and the kept reply is current and not due for a recheck (a due recheck and
 *   any build or wait go through the route, which starts them);
 * - no CORS_ORIGINS configured (then @fastify/cors decides the headers of every reply);
 * - the app is not closing.
 * Routes with their own rate limit are never remembered. Each answer is logged like Fastify's
 * "request completed" when the log level is info or lower.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { EarlyAnswer } from '../../../front-door';
import { redactUrl } from '../../../log-serializers';
import { acceptedEncoding, etagMatches, type EncodedBody, type Encoding } from './encoded-body';
import type { CacheHeaders } from './cache-control';
import type { PublicViewCache } from './public-view-cache';

/** Addresses remembered at most (oldest out first), and the longest one remembered. */
export const KEPT_READ_ADDRESSES = 4096;
export const KEPT_READ_MAX_URL = 512;

interface Where {
  siteId: string;
  key: string;
}

export interface KeptReadsOptions {
  cache: PublicViewCache;
  /** Whether the site's content is loaded and current (the routes reload it otherwise). */
  siteLoaded: (siteId: string) => boolean;
  securityHeaders: Readonly<Record<string, string>>;
  /** The Strict-Transport-Security value sent on https requests. */
  hsts: string;
  cacheHeaders: CacheHeaders;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  trustProxy: readonly string[];
  /** When set, kept reads are never answered before routing. */
  corsConfigured: boolean;
  /** Marks the API's own background refreshes (always through the route). */
  refreshHeader: string;
  log: FastifyBaseLogger;
}

/** Log levels at which Fastify logs every request it completes. */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

const lastEntry = (value: string): string => value.slice(value.lastIndexOf(',') + 1).trim();

export class KeptReads {
  private readonly where = new Map<string, Where>();
  /** Header lists (flat name, value pairs) per kept body, per encoding and protocol. */
  private readonly headerLists = new WeakMap<EncodedBody, Map<string, string[]>>();
  private readonly trust: ((address: string, hop: number) => boolean) | null;
  private open = true;

  constructor(private readonly opts: KeptReadsOptions) {
    this.trust = opts.trustProxy.length > 0 ? proxyAddr.compile([...opts.trustProxy]) : null;
  }

  /** Remembers that reads of `url` are answered by the kept reply `key` of the site (if one is kept). */
  remember(url: string, siteId: string, key: string): void {
    if (url.length > KEPT_READ_MAX_URL || this.where.has(url)) return;
    if (this.where.size >= KEPT_READ_ADDRESSES) this.where.delete(this.where.keys().next().value as string);
    this.where.set(url, { siteId, key });
  }

  close(): void {
    this.open = false;
    this.where.clear();
  }

  readonly answer: EarlyAnswer = (req, res) => {
    if (req.method !== 'GET' || !this.open || this.opts.corsConfigured) return false;
    const where = this.where.get(req.url ?? '');
    if (!where) return false;
    const headers = req.headers;
    if (headers.authorization !== undefined || headers[this.opts.refreshHeader] !== undefined) return false;
    if (!this.opts.siteLoaded(where.siteId)) return false;
    const body = this.opts.cache.fresh(where.siteId, where.key);
    if (!body) return false;
    const started = performance.now();
    const https = this.isHttps(req);
    if (etagMatches(headers['if-none-match'], body.etag)) {
      res.writeHead(304, this.headerList(body, 'not-modified', https, 0));
      res.end();
    } else {
      const wanted = acceptedEncoding(headers['accept-encoding']);
      const encoding: Encoding = wanted !== 'identity' && body[wanted] ? wanted : 'identity';
      const payload = encoding === 'identity' ? body.identity : (body[encoding] as Buffer);
      res.writeHead(200, this.headerList(body, encoding, https, payload.length));
      res.end(payload);
    }
    if (LOGS_REQUESTS.has(this.opts.log.level)) this.logAnswer(req, res, started);
    return true;
  };

  private isHttps(req: IncomingMessage): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    const proto = req.headers['x-forwarded-proto'];
    return (
      typeof proto === 'string' &&
      this.trust !== null &&
      this.trust(req.socket.remoteAddress ?? '', 0) &&
      lastEntry(proto) === 'https'
    );
  }

  /** The headers the route's hooks send for this body (security, cache, ETag, Vary, type, encoding, length). */
  private headerList(body: EncodedBody, form: Encoding | 'not-modified', https: boolean, length: number): string[] {
    let lists = this.headerLists.get(body);
    if (!lists) this.headerLists.set(body, (lists = new Map()));
    const name = `${form}:${https}`;
    let list = lists.get(name);
    if (!list) {
      list = Object.entries(this.opts.securityHeaders).flat();
      if (https) list.push('strict-transport-security', this.opts.hsts);
      list.push('etag', body.etag, ...Object.entries(this.opts.cacheHeaders).flat(), 'vary', 'Accept-Encoding');
      if (form !== 'not-modified') list.push('content-type', body.type);
      if (form !== 'not-modified' && form !== 'identity') list.push('content-encoding', form);
      list.push('content-length', '');
      lists.set(name, list);
    }
    const sent = list.slice();
    sent[sent.length - 1] = String(length);
    return sent;
  }

  private logAnswer(req: IncomingMessage, res: ServerResponse, started: number): void {
    const forwarded = this.trust !== null && this.trust(req.socket.remoteAddress ?? '', 0);
    const host = req.headers['x-forwarded-host'];
    this.opts.log.info(
      {
        req: {
          method: req.method,
          url: redactUrl(req.url ?? ''),
          host: forwarded && typeof host === 'string' ? lastEntry(host) : req.headers.host,
          remoteAddress: this.trust ? proxyAddr.all(req, this.trust).at(-1) : req.socket.remoteAddress,
          remotePort: req.socket.remotePort,
        },
        res: { statusCode: res.statusCode },
        responseTime: performance.now() - started,
        publicView: 'kept',
      },
      'request completed',
    );
  }
}
