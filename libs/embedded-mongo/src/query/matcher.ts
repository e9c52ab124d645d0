// Query filters through mingo, with our fixes: collation-aware string equality and
// numeric types mingo does not understand (Long, Decimal128) compared as numbers.
import { Decimal128, Long, type Document } from 'bson';
import { Query } from 'mingo';
import { asServerError } from '../errors';

export type Matcher = (doc: Document) => boolean;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin letters with their accented forms (À-ſ), for accent-insensitive (strength 1) equality. */
const ACCENTED = ((): Map<string, string> => {
  const map = new Map<string, string>();
  for (let cp = 0xc0; cp <= 0x17f; cp++) {
    const ch = String.fromCodePoint(cp);
    const base = ch.normalize('NFD')[0].toLowerCase();
    if (base === ch.toLowerCase() || !/[a-z]/.test(base)) continue;
    map.set(base, (map.get(base) ?? '') + ch);
  }
  return map;
})();

/** Exact-string equality under a collation of strength 1 (no case, no accents) or 2 (no case). */
function collationPattern(value: string, strength: number): RegExp {
  let source = '';
  for (const ch of value) {
    const base = ch.normalize('NFD')[0].toLowerCase();
    const variants = strength === 1 ? ACCENTED.get(base) : undefined;
    source += variants ? `[${base}${variants}]` : escape(ch);
  }
  return new RegExp('^' + source + '$', 'iu');
}

/** 0 when strings compare exactly; otherwise the collation strength (1 or 2). */
type Fold = number;

/** Rewrites values for mingo: string equality under a case/accent-insensitive collation, big numbers to numbers. */
function rewrite(value: unknown, caseInsensitive: Fold, inOperator = false): unknown {
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return parseFloat(value.toString());
  if (typeof value === 'string' && caseInsensitive) return collationPattern(value, caseInsensitive);
  if (Array.isArray(value)) return inOperator ? value.map((v) => rewrite(v, caseInsensitive)) : value;
  if (value && typeof value === 'object' && value.constructor === Object) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$expr' || k === '$where' || k === '$jsonSchema' || k === '$regex' || k === '$options') out[k] = v;
      else if (k === '$in' || k === '$nin') out[k] = rewrite(v, caseInsensitive, true);
      else if (k === '$and' || k === '$or' || k === '$nor')
        out[k] = (v as unknown[]).map((x) => rewrite(x, caseInsensitive));
      else if ((k === '$eq' || k === '$ne') && typeof v === 'string' && caseInsensitive) {
        // mingo's $eq/$ne compare a pattern literally; $in/$nin (or $regex/$not) apply it.
        const pattern = collationPattern(v, caseInsensitive);
        const [list, single] = k === '$eq' ? ['$in', '$regex'] : ['$nin', '$not'];
        if (!(list in value)) out[list] = [pattern];
        else out[single] = pattern;
      } else if (k === '$eq' || k === '$ne' || !k.startsWith('$')) out[k] = rewrite(v, caseInsensitive);
      else if ((k === '$gte' || k === '$lte') && v === null && !('$eq' in value))
        out.$eq = null; // null and missing, as MongoDB
      else if (['$gt', '$gte', '$lt', '$lte'].includes(k)) out[k] = rewrite(v, 0);
      else if (k === '$elemMatch' || k === '$not' || k === '$all') out[k] = rewrite(v, caseInsensitive, k === '$all');
      else out[k] = v;
    }
    return out;
  }
  return value;
}

/** `{$gte: null}` / `{$lte: null}` somewhere in a filter (mingo misses documents without the field). */
function hasNullBound(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasNullBound);
  if (value.constructor !== Object) return false;
  for (const [k, v] of Object.entries(value)) {
    if ((k === '$gte' || k === '$lte') && v === null) return true;
    if (hasNullBound(v)) return true;
  }
  return false;
}

function needsRewrite(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof Long || value instanceof Decimal128) return true;
  if (Array.isArray(value)) return value.some(needsRewrite);
  if (value.constructor === Object) {
    for (const k in value) if (needsRewrite((value as Document)[k])) return true;
  }
  return false;
}

const normalised = new WeakMap<object, Document>();

/** Stored documents are immutable, so the number-normalised copy (or the document itself) is cached. */
function forMatching(doc: Document): Document {
  let n = normalised.get(doc);
  if (!n) {
    n = needsRewrite(doc) ? (normaliseDoc(doc) as Document) : doc;
    normalised.set(doc, n);
  }
  return n;
}

/** Documents whose big-number fields mingo would not compare are normalised before matching. */
function normaliseDoc(doc: unknown): unknown {
  if (doc instanceof Long) return doc.toNumber();
  if (doc instanceof Decimal128) return parseFloat(doc.toString());
  if (Array.isArray(doc)) return doc.map(normaliseDoc);
  if (doc && typeof doc === 'object' && doc.constructor === Object) {
    const out: Document = {};
    for (const [k, v] of Object.entries(doc)) out[k] = normaliseDoc(v);
    return out;
  }
  return doc;
}

export function compileFilter(filter: Document | undefined, collation?: Document): Matcher {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const strength = Number(collation?.strength ?? 3);
  const caseInsensitive: Fold = !!collation && collation.locale !== 'simple' && strength <= 2 ? strength : 0;
  const rewriteNeeded = needsRewrite(filter) || hasNullBound(filter);
  const condition = caseInsensitive || rewriteNeeded ? (rewrite(filter, caseInsensitive) as Document) : filter;
  let query: Query;
  try {
    query = new Query(condition);
  } catch (err) {
    throw asServerError(err);
  }
  return (doc) => {
    try {
      return query.test(forMatching(doc));
    } catch (err) {
      throw asServerError(err);
    }
  };
}
