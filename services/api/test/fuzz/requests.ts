/**
 * One fuzzed request for an operation: path parameters (the caller's real ids or hostile strings), a query
 * string (the operation's own names and others, well-formed or not), hostile headers and a body.
 */
import fc from 'fast-check';
import type { Operation, OperationSet } from './openapi-operations';
import { bodyText } from './bodies';
import { hostileString } from './hostile-strings';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

export interface CallerInputs {
  /** Real ids per path parameter name (ids this caller must not be able to change). */
  ids: Record<string, string[]>;
  /** Authorization header values: the caller's own, or hostile ones for the anonymous caller. */
  authorizations: string[];
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json; boundary=--',
  'x'.repeat(3000),
];

/** A path segment: a real id, a hostile string (encoded), or raw malformed percent-encoding. */
const segment = (ids: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(ids.length ? ids : ['x'])) },
    { weight: 3, arbitrary: hostileString().map((s) => encodeURIComponent(Buffer.from(s).toString()) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '%E0%A4%A', '..', '.', '%2e%2e', '%2F', 'a;b', 'a?b=') },
  );

const queryValue = fc.oneof(hostileString(), fc.constantFrom('1', '0', 'true', '2026-01-01', '*', '[object Object]'));

function queryString(op: Operation): fc.Arbitrary<string> {
  const names = [...op.query.map((q) => q.name), '__proto__', 'constructor', 'x', 'siteId', 'q[$ne]', 'a[b][c]'];
  const pairs = fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(queryValue, fc.constant(''))), { maxLength: 6 });
  return fc.oneof(
    { weight: 4, arbitrary: pairs.map((p) => new URLSearchParams(p).toString()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%zz=1', '&&&', '=', '==', 'a=%', `${'k'.repeat(5000)}=1`, 'x=' + 'y'.repeat(5000)),
    },
  );
}

/** Bytes of headers a request may carry: Node's 16 KB limit less room for a long URL. */
const HEADER_BUDGET = 9_000;

const headerValue = fc.oneof(
  hostileString(100).filter((s) => /^[\t\x20-\x7e]*$/.test(s)),
  fc.constant('x'.repeat(7000)),
);

function headers(op: Operation, caller: CallerInputs): fc.Arbitrary<Record<string, string>> {
  const optional = {
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    accept: fc.constantFrom('*/*', 'text/event-stream', 'application/xml', 'image/*', 'x/y;q=abc'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', '*;q=0', 'zstd'),
    cookie: fc.constantFrom(
      'laurel_refresh=garbage',
      'laurel_refresh=; __proto__=1',
      `laurel_refresh=${'a'.repeat(4000)}`,
      'a=%zz',
    ),
    'idempotency-key': headerValue,
    'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1, 10.0.0.1', 'garbage', '1.1.1.1, '.repeat(200)),
    'if-none-match': headerValue,
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'bytes=x'),
    origin: fc.constantFrom('null', 'https://evil.test', 'http://localhost'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    'x-fuzz': headerValue,
  };
  return fc
    .record(
      {
        authorization: fc.constantFrom(...caller.authorizations),
        ...optional,
      },
      { requiredKeys: ['authorization', 'content-type'] },
    )
    .map((h) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(h)) if (v !== '' || k !== 'authorization') out[k] = v as string;
      if (out.authorization === '') delete out.authorization;
      // Stay within what Node's HTTP parser lets through (16 KB of request line and headers).
      const size = () => Object.entries(out).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
      for (const k of ['x-fuzz', 'if-none-match', 'idempotency-key', 'cookie', 'content-type']) {
        if (size() > HEADER_BUDGET) delete out[k];
      }
      return out;
    });
}

export function fuzzRequest(op: Operation, set: OperationSet, caller: CallerInputs): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map((p) => segment(caller.ids[p] ?? [])));
  const bodyIds = [...new Set(Object.values(caller.ids).flat())];
  return fc
    .record({
      params: op.pathParams.length ? params : fc.constant([] as string[]),
      query: fc.option(queryString(op), { freq: 2 }),
      headers: headers(op, caller),
      payload: bodyText(op.body, set.resolve, bodyIds),
      ip: fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 })),
    })
    .map(({ params, query, headers: h, payload, ip }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => params[i++]);
      return {
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers: h,
        ...(payload !== undefined ? { payload } : {}),
        remoteAddress: `10.9.${ip[0]}.${ip[1]}`,
      };
    });
}
