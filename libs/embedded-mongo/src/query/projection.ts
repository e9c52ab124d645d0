// Projection through mingo's $project-compatible find projection, applied lazily.
import type { Document } from 'bson';
import { find } from 'mingo';
import { asServerError } from '../errors';
import { clone } from '../storage/values';

/**
 * mingo removes an excluded field inside a nested object or array in place: the projection would strip it
 * from the stored document itself. Such projections run on copies.
 */
const excludesNested = (projection: Document) =>
  Object.entries(projection).some(([k, v]) => k.includes('.') && (v === 0 || v === false));

function* copies(docs: Iterable<Document>): Generator<Document> {
  for (const d of docs) yield clone(d);
}

export function hasProjection(projection: unknown): projection is Document {
  return !!projection && typeof projection === 'object' && Object.keys(projection).length > 0;
}

export function* project(
  docs: Iterable<Document>,
  projection: Document | undefined,
  filter?: Document,
): Generator<Document> {
  if (!hasProjection(projection)) {
    yield* docs;
    return;
  }
  const positional = Object.keys(projection).some((k) => k.endsWith('.$'));
  try {
    const source = excludesNested(projection) ? copies(docs) : docs;
    const cursor = find(source, positional ? (filter ?? {}) : {}, projection);
    for (let next = cursor.next(); next !== undefined; next = cursor.next()) yield next as Document;
  } catch (err) {
    throw asServerError(err);
  }
}

export function* skipLimit(docs: Iterable<Document>, skip = 0, limit = 0): Generator<Document> {
  let skipped = 0;
  let taken = 0;
  if (limit > 0 && skip === 0 && Array.isArray(docs)) {
    yield* docs.slice(0, limit);
    return;
  }
  for (const d of docs) {
    if (skipped < skip) {
      skipped++;
      continue;
    }
    if (limit > 0 && taken >= limit) return;
    taken++;
    yield d;
  }
}
