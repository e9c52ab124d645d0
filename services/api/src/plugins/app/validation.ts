/**
 * Strict validation: request bodies are never coerced and unknown fields are rejected (schemas say
 * additionalProperties: false); query strings and params are coerced (they arrive as text).
 * With `codeCache` (tests only, see schema-code-cache.ts) validators and reply serializers are compiled once
 * and read back from that folder; the generated code is the same, so is every answer. Reply serializers are
 * compiled from `serializerSchema`'s form of the schema (string-literal unions as enums: serializer-schema.ts).
 */
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import { SchemaCodeCache } from './schema-code-cache';
import { serializerSchema } from './serializer-schema';

function makeAjv(coerce: boolean, keepSource: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
    ...(keepSource ? { code: { source: true } } : {}),
  });
  addFormats(ajv);
  return ajv;
}

export interface ValidationOptions {
  /** A folder for compiled schema code (tests); unset, every start compiles every schema. */
  codeCache?: string;
}

export default fp<ValidationOptions>(
  async (app, opts) => {
    const cache = opts.codeCache ? new SchemaCodeCache(opts.codeCache) : null;
    const strict = makeAjv(false, cache !== null);
    const coercing = makeAjv(true, cache !== null);
    if (!cache) {
      app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
      // What Fastify's default serializer compiler does (no shared schemas are added), from the serializer's form.
      app.setSerializerCompiler(({ schema }) => fastJsonStringify(serializerSchema(schema)));
      return;
    }
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body' ? cache.validator(strict, 'body', schema) : cache.validator(coercing, 'coercing', schema),
    );
    app.setSerializerCompiler(({ schema }) => cache.serializer(serializerSchema(schema)));
  },
  { name: 'validation' },
);
