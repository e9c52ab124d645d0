/**
 * The security headers of every reply (helmet's, with our Content-Security-Policy), worked out once at start.
 * Our policy has no per-request parts (no nonces), so helmet's middleware is run once against a recording
 * response and its headers are set on each reply as they are: @fastify/helmet ran the whole middleware per
 * request, re-parsing the policy each time, which was an eighth of a cached public read's time.
 */
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderMap = Readonly<Record<string, string>>;

export function securityHeaders(options: Readonly<HelmetOptions>): HeaderMap {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * A JSON reply is never a document: the browser renders nothing of it, runs nothing in it and loads nothing for
 * it. It carries what matters for data (OWASP's REST Security Cheat Sheet): no MIME sniffing, a policy that
 * allows nothing at all and no framing, and the cross-origin resource policy (no other site may load it with
 * the visitor's cookies into its own process). The document-only headers (opener policy, origin-keyed agent
 * cluster, referrer policy, DNS prefetch, IE's download option, Adobe's cross-domain policies, the old XSS
 * auditor) and the pages' long policy are left off: with the cache headers they were most of what a shared
 * cache (deploy/edge.conf) keeps and reads again on every hit of a public read (docs/security.md, "Headers").
 */
export const JSON_REPLY_HEADERS: HeaderMap = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-site',
});

/** A JSON media type (`application/json`, `application/problem+json`, with or without parameters). */
export const isJsonType = (type: unknown): boolean =>
  typeof type === 'string' && /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type);

/** The headers of `document` a JSON reply leaves off (every one it has that JSON_REPLY_HEADERS does not). */
export const documentOnly = (document: HeaderMap): readonly string[] =>
  Object.keys(document).filter((name) => !(name in JSON_REPLY_HEADERS));
