// MongoDB sort order: BSON type order across types, arrays by their smallest (asc) or largest (desc) element.
import type { Document } from 'bson';
import { compareValues } from '../storage/values';
import { pathValues } from '../storage/paths';
import { fail, ErrorCodes } from '../errors';

export type SortSpec = Record<string, number | Document>;

export function collatorFor(collation?: Document): Intl.Collator | undefined {
  if (!collation || !collation.locale || collation.locale === 'simple') return undefined;
  const strength = Number(collation.strength ?? 3);
  const sensitivity = strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant';
  return new Intl.Collator(collation.locale, { sensitivity, numeric: !!collation.numericOrdering });
}

function sortKey(doc: Document, path: string, dir: number, collator?: Intl.Collator): unknown {
  const { values, multikey } = pathValues(doc, path);
  if (!multikey) return values[0] === undefined ? null : values[0];
  let best: unknown = values[0];
  for (const v of values) if (compareValues(v, best, collator) * dir > 0) best = v;
  return best === undefined ? null : best;
}

export function validateSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (typeof sort !== 'object' || Array.isArray(sort)) fail(ErrorCodes.TypeMismatch, 'sort must be an object');
  for (const [k, v] of Object.entries(sort as Document)) {
    if (typeof v === 'object' && v && '$meta' in v) continue;
    const n = Number(v);
    if (n !== 1 && n !== -1)
      fail(ErrorCodes.BadValue, `$sort key ordering must be 1 (for ascending) or -1 (for descending): ${k}`);
  }
  return Object.keys(sort as Document).length ? (sort as SortSpec) : undefined;
}

export function makeComparator(sort: SortSpec, collation?: Document): (a: Document, b: Document) => number {
  const collator = collatorFor(collation);
  const keys = Object.entries(sort)
    .filter(([, v]) => typeof v !== 'object')
    .map(([k, v]) => [k, Number(v) < 0 ? -1 : 1] as const);
  return (a, b) => {
    for (const [path, dir] of keys) {
      const c = compareValues(sortKey(a, path, -dir, collator), sortKey(b, path, -dir, collator), collator);
      if (c) return c * dir;
    }
    return 0;
  };
}

/** Stable sort of `docs` in place by the MongoDB order of `sort`. */
export function sortDocuments(docs: Document[], sort: SortSpec, collation?: Document): Document[] {
  return docs.sort(makeComparator(sort, collation));
}
