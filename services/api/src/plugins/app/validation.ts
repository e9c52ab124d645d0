/**
 * Strict validation: request bodies are never coerced and unknown fields are rejected (schemas say
 * additionalProperties: false); query strings and params are coerced (they arrive as text).
 */
import fp from 'fastify-plugin';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

export default fp(
  async (app) => {
    const strict = makeAjv(false);
    const coercing = makeAjv(true);
    app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  },
  { name: 'validation' },
);
