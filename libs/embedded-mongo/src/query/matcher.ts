// Query filters through mingo, with our fixes: collation-aware string equality and
// numeric types mingo does not understand (Long, Decimal128) compared as numbers.
import { Decimal128, Long, type Document } from 'bson';
import { Query } from 'mingo';
import { asServerError } from '../errors';

export type Matcher = (doc: Document) => boolean;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites values for mingo: string equality under a case-insensitive collation, big numbers to numbers. */
function rewrite(value: unknown, caseInsensitive: boolean, inOperator = false): unknown {
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return parseFloat(value.toString());
  if (typeof value === 'string' && caseInsensitive) return new RegExp('^' + escape(value) + '$', 'i');
  if (Array.isArray(value)) return inOperator ? value.map((v) => rewrite(v, caseInsensitive)) : value;
  if (value && typeof value === 'object' && value.constructor === Object) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$expr' || k === '$where' || k === '$jsonSchema' || k === '$regex' || k === '$options') out[k] = v;
      else if (k === '$in' || k === '$nin') out[k] = rewrite(v, caseInsensitive, true);
      else if (k === '$and' || k === '$or' || k === '$nor') out[k] = (v as unknown[]).map((x) => rewrite(x, caseInsensitive));
      else if (k === '$eq' || k === '$ne' || !k.startsWith('$')) out[k] = rewrite(v, caseInsensitive);
      else if (['$gt', '$gte', '$lt', '$lte'].includes(k)) out[k] = rewrite(v, false);
      else if (k === '$elemMatch' || k === '$not' || k === '$all') out[k] = rewrite(v, caseInsensitive, k === '$all');
      else out[k] = v;
    }
    return out;
  }
  return value;
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
  const caseInsensitive = !!collation && Number(collation.strength ?? 3) <= 2 && collation.locale !== 'simple';
  const bigNumbers = needsRewrite(filter);
  const condition = caseInsensitive || bigNumbers ? (rewrite(filter, caseInsensitive) as Document) : filter;
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
