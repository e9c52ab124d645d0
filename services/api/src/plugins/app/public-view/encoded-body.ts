/**
 * A reply body kept ready to send: the bytes, their gzip and brotli forms (made once, off the event loop), a
 * weak ETag of the content and the site's content version it was built at. The ETag sent is
 * `W/"<version>-<hash>"` with `X-Content-Version: <version>` (issue 26); `If-None-Match` is compared by the
 * content hash alone, so a reply whose content did not change with a new version is still a 304 (carrying the
 * new version). `sendEncoded` answers with the form the client accepts. Used by the public views (JSON reads),
 * the server-rendered pages and the sitemaps.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EDGE_REQUEST_HEADER, forTheEdge, mayBeKept, PUBLIC_VARY, type CacheHeaders } from './cache-control';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, compressing saves less than the headers it adds. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality for bodies made once per content change: 6 is within 2 % of quality 9's size at a twentieth
 * of its time (1.6 vs 29 ms for a 90 KB folder reply; quality 11 took 550 ms).
 */
const BROTLI_QUALITY = 6;

export interface EncodedBody {
  type: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Weak: the same for every encoding of the content. */
  etag: string;
  /** Bytes held (for the cache's size cap). */
  bytes: number;
  /** The site's content version it was built at (set by the public view; none for replies of no one site). */
  version?: number;
}

/** The response header that names the content version a public reply shows. */
export const CONTENT_VERSION_HEADER = 'x-content-version';

/** The ETag sent for a body: its content hash, prefixed with the content version when it has one. */
export function sentEtag(body: Pick<EncodedBody, 'etag' | 'version'>): string {
  return body.version !== undefined ? body.etag.replace(/^W\/"/, `W/"${body.version}-`) : body.etag;
}

/** The content-hash part of an entity tag (without `W/`, quotes and a version prefix). */
const hashOf = (tag: string): string =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"|"$/g, '')
    .replace(/^[0-9]+-/, '');

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The body kept ready to send. When `previous` (the kept body this one replaces) has the same content, it is
 * returned as it is: a background recheck that finds nothing changed costs a hash, not two compressions.
 */
export async function encodeBody(
  body: string | Buffer,
  type: string,
  previous?: EncodedBody | null,
  /** What the ETag's hash is of, when not the whole body (a page without the version it names). */
  hashed?: string,
): Promise<EncodedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `W/"${createHash('sha1')
    .update(hashed ?? identity)
    .digest('base64url')
    .slice(0, 27)}"`;
  if (previous && previous.etag === etag && previous.type === type) return previous;
  if (identity.length < COMPRESS_MIN_BYTES)
    return { type, identity, gzip: null, br: null, etag, bytes: identity.length };
  const [g, b] = await Promise.all([
    gz(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  return { type, identity, gzip: g, br: b, etag, bytes: identity.length + g.length + b.length };
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });

export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  return (value && negotiator.negotiate(value)) || 'identity';
}

/** Weak comparison (RFC 9110 §13.1.2) of the content: `*`, or any listed tag whose hash is ours. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const ours = hashOf(etag);
  return ifNoneMatch.split(',').some((tag) => hashOf(tag) === ours);
}

/** The headers of a cached body and the payload to send: the accepted form, or nothing with 304. */
export function prepareEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cache: CacheHeaders,
): Buffer | '' {
  const edge = request.headers[EDGE_REQUEST_HEADER] === '1';
  reply
    .header('etag', sentEtag(body))
    .headers(edge ? forTheEdge(cache) : cache)
    .header('vary', PUBLIC_VARY);
  if (body.version !== undefined) reply.header(CONTENT_VERSION_HEADER, String(body.version));
  // The edge (nginx 1.22) takes a 304's freshness from the reply it kept when the 304 allows none (s-maxage=0,
  // the last second before a scheduled moment): it would serve that reply on past the moment. It gets the whole
  // reply instead, which it does not keep.
  const revalidates = !(edge && !mayBeKept(cache));
  if (revalidates && etagMatches(request.headers['if-none-match'], body.etag)) {
    reply.code(304);
    return '';
  }
  reply.header('content-type', body.type);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding === 'identity' ? null : body[encoding];
  if (!encoded) return body.identity;
  reply.header('content-encoding', encoding);
  return encoded;
}

/**
 * Sends a cached body (see `prepareEncoded`) through Fastify's reply: the hooks after it (compression leaves an
 * encoded body alone) and the request log see it like any other reply.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cache: CacheHeaders,
): FastifyReply {
  const payload = prepareEncoded(request, reply, body, cache);
  reply.header('content-length', payload.length);
  return reply.send(payload);
}
