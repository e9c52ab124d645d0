/**
 * The JSON body parser: Fastify's own (secure-json-parse: `__proto__` and `constructor.prototype` refused), after
 * one linear pass over the raw text that refuses nesting deeper than MAX_JSON_DEPTH (400) before anything is built.
 * No schema of the API nests nearly that deep, and a body of a few megabytes of `[[[[…` or `{"a":{"a":…` would
 * otherwise hold the event loop while it is parsed and validated. Each route's size limit (its `bodyLimit`, else
 * the app's) is applied by Fastify while the body is read, before this runs.
 */
import fp from 'fastify-plugin';
import { badRequest } from './http-errors';

/** Deepest nesting of arrays and objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;

/**
 * Body limits of the anonymous routes that take JSON (Fastify's per-route `bodyLimit`; 413 above). Other routes
 * keep the app's BODY_LIMIT (app.ts, bulk saves), site-file imports their own.
 */
export const BODY_LIMITS = {
  /** Routes that read no body (refresh, sign-out). */
  none: 1024,
  /** A sign-in form: e-mail (≤ 320) and password (≤ 1,000 characters), escaped. */
  signIn: 8 * 1024,
  /** A provider round trip: the return path (≤ 2,000) or the provider's query (≤ 8,192 characters). */
  provider: 16 * 1024,
  /** A screen's heartbeat (a few short fields). */
  heartbeat: 8 * 1024,
} as const;

export const tooDeep = (max: number) => `The JSON body is nested too deeply (at most ${max} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True when no array or object in `text` is nested deeper than `max`; brackets inside strings do not count. */
export function withinDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return false;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return true;
}

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (!withinDepth(text, MAX_JSON_DEPTH)) return done(badRequest(tooDeep(MAX_JSON_DEPTH)), undefined);
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
