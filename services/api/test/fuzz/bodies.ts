/**
 * Request bodies for the fuzz suite, as raw text (so keys like __proto__ reach the parser as they are):
 * arbitrary JSON, malformed JSON, and bodies shaped like the route's schema with wrong types, missing and extra
 * fields, Mongo operators, prototype keys, unicode, nesting up to MAX_DEPTH and long strings up to the
 * schema's maxLength or LONG_STRING.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';
import { hostileString } from './hostile-strings';

/** Nesting stays under the JSON parser's nesting check (trust-http's helper owns deeper bodies). */
export const MAX_DEPTH = 20;
/** Longest generated string: well under the 2 MB body limit. */
export const LONG_STRING = 600_000;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const OPERATORS = [{ $ne: null }, { $gt: '' }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { $expr: { $eq: [1, 1] } }];

const nested = (depth: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** A value of the wrong shape for whatever the schema expects. */
const oddValue = (ids: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(null, true, 0, -1, 1e308, 3.5, '', [], {}, ...OPERATORS),
    hostileString(),
    fc.constantFrom(...ids),
    fc.array(fc.constantFrom(...ids), { maxLength: 5 }),
    fc.integer({ min: 1, max: MAX_DEPTH }).map(nested),
    fc.jsonValue({ maxDepth: 3 }),
  );

const longString = (max: number) =>
  fc
    .integer({ min: Math.min(max, 1000), max: Math.min(max, LONG_STRING) })
    .chain((n) =>
      fc.constantFrom('a', 'é', '<b>x</b>', '\ud83d\ude00').map((s) => s.repeat(Math.ceil(n / s.length)).slice(0, n)),
    );

type Resolve = (s: JsonSchema) => JsonSchema;

/** A value that might satisfy the schema (enum values, ids, dates), or an odd one. */
export function fromSchema(schema: JsonSchema, resolve: Resolve, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => fromSchema(b, resolve, ids, depth)));
  if (Array.isArray(s.enum)) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...s.enum) }, oddValue(ids));
  if ('const' in s) return fc.oneof({ weight: 4, arbitrary: fc.constant(s.const) }, oddValue(ids));
  const type = s.type;
  if (type === 'object' && depth < 4) return objectFromSchema(s, resolve, ids, depth + 1);
  if (type === 'array' && depth < 4) {
    const item = fromSchema((s.items as JsonSchema) ?? {}, resolve, ids, depth + 1);
    return fc.array(item, { maxLength: Math.min(Number(s.maxItems ?? 8), 8) });
  }
  if (type === 'string') {
    const max = Number(s.maxLength ?? LONG_STRING);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids, '2026-01-31', '#ff0000', 'https://example.test/x') },
      { weight: 3, arbitrary: hostileString() },
      { weight: 1, arbitrary: longString(max) },
      { weight: 1, arbitrary: oddValue(ids) },
    );
  }
  if (type === 'integer' || type === 'number') {
    return fc.oneof(
      fc.integer({ min: -5, max: 100 }),
      fc.double(),
      fc.constantFrom(2 ** 53, -(2 ** 31), 1e12),
      oddValue(ids),
    );
  }
  if (type === 'boolean') return fc.oneof(fc.boolean(), oddValue(ids));
  return oddValue(ids);
}

function objectFromSchema(s: JsonSchema, resolve: Resolve, ids: string[], depth: number): fc.Arbitrary<unknown> {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const fields = Object.fromEntries(
    Object.entries(props).map(([k, p]) => [
      k,
      fc.option(fromSchema(p, resolve, ids, depth), { freq: required.has(k) ? 8 : 2 }),
    ]),
  );
  const extras = fc.dictionary(
    fc.oneof(fc.constantFrom(...PROTO_KEYS, '$set', 'siteID', '_id', 'clientID'), fc.string({ maxLength: 8 })),
    oddValue(ids),
    { maxKeys: 3 },
  );
  return fc.tuple(fc.record(fields), extras).map(([known, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(known)) if (v !== null) out[k] = v;
    for (const [k, v] of Object.entries(extra))
      Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** Raw JSON texts that are broken or smuggle prototype keys past JSON.stringify. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  '{}',
  '{"__proto__":{"isAdmin":true,"role":"internal"}}',
  '{"constructor":{"prototype":{"role":"internal"}}}',
  '{"a":1,"a":2}',
  '{"\\u0000":1}',
  '\ufeff{}',
  '{"x":"\\ud800"}',
  '{"x":1e99999}',
  'NaN',
  '{"x":"' + 'a'.repeat(100_000) + '"}',
  '[' + '1,'.repeat(50_000) + '1]',
];

/** The body text for an operation: schema-shaped (when it has one), arbitrary JSON, or raw text. */
export function bodyText(schema: JsonSchema | null, resolve: Resolve, ids: string[]): fc.Arbitrary<string | undefined> {
  const shaped = schema
    ? [{ weight: 5, arbitrary: fromSchema(schema, resolve, ids).map((v) => JSON.stringify(v)) }]
    : [];
  return fc.oneof(
    ...shaped,
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_DEPTH }).map((d) => JSON.stringify(nested(d))) },
  );
}
