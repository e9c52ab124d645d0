import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SchemaCodeCache } from '../../src/plugins/app/schema-code-cache';

const body: object = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1 },
    at: { type: 'string', format: 'date-time' },
    n: { default: 3 },
  },
  required: ['name'],
  additionalProperties: false,
};
const reply: object = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    v: { anyOf: [{ type: 'string' }, { type: 'number' }] },
  },
};

function ajv(): Ajv {
  const a = new Ajv({ coerceTypes: false, useDefaults: true, strict: false, code: { source: true } });
  addFormats(a);
  return a;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'laurel-schema-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

test('a cached validator accepts, rejects and fills defaults as ajv compiled it does', () => {
  const validate = new SchemaCodeCache(dir).validator<Validate>(ajv(), 'body', body);
  const data: Record<string, unknown> = { name: 'Ada', at: '2026-01-02T03:04:05Z' };
  expect(validate(data)).toBe(true);
  expect(data.n).toBe(3);
  expect(validate({ name: '' })).toBe(false);
  expect(validate.errors?.[0]).toMatchObject({ instancePath: '/name', keyword: 'minLength' });
  expect(validate({ name: 'Ada', at: 'yesterday' })).toBe(false);
  expect(validate({ name: 'Ada', extra: 1 })).toBe(false);
});

test('a cached serializer writes what fast-json-stringify writes', () => {
  const serialize = new SchemaCodeCache(dir).serializer<(v: unknown) => string>(reply);
  const value = { name: 'Ada', at: new Date(0), v: 7, hidden: 'x' };
  expect(serialize(value)).toBe(fastJsonStringify(reply)(value));
  expect(serialize({ name: 'B', v: 'text' })).toBe('{"name":"B","v":"text"}');
});

test('each schema is compiled once into a file; later caches (other test files, later runs) read that file', () => {
  const first = new SchemaCodeCache(dir);
  first.validator(ajv(), 'body', body);
  first.validator(ajv(), 'body', body);
  first.serializer(reply);
  first.validator(ajv(), 'coercing', body);
  expect(readdirSync(dir)).toHaveLength(3);
  // What a later cache loads is the stored code: replace the serializer's file and a new cache serves it.
  const serializerFile = readdirSync(dir).find((f) =>
    readFileSync(join(dir, f), 'utf8').includes('fast-json-stringify/lib/serializer'),
  );
  writeFileSync(join(dir, serializerFile!), 'module.exports = () => "from disk"');
  expect(new SchemaCodeCache(dir).serializer<() => string>(reply)()).toBe('from disk');
  expect(first.serializer<(v: unknown) => string>(reply)({ name: 'A' })).toBe('{"name":"A"}');
});

test('caches in one process share the function of the same code: an app built after another reuses its serializers', () => {
  const first = new SchemaCodeCache(dir).serializer<(v: unknown) => string>(reply);
  const later = new SchemaCodeCache(dir).serializer<(v: unknown) => string>(reply);
  expect(later).toBe(first);
  expect(later({ name: 'B', v: 'text' })).toBe('{"name":"B","v":"text"}');
});
