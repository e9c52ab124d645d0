// Chooses how to read a collection for a filter and sort: an index (equality, range, or ordered walk
// for a sort on an index prefix) or a full scan. Candidates are always re-checked by the matcher.
import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import type { Index, Bound } from '../storage/index';
import type { SortSpec } from './sort';

export interface Plan {
  /** Candidate documents (a superset of the matches). */
  docs: Iterable<Document>;
  /** True when `docs` already come in the requested sort order. */
  sorted: boolean;
  /** Name of the index used, or 'COLLSCAN'. */
  index: string;
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

function isOperatorObject(v: unknown): v is Document {
  return (
    !!v &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    v.constructor === Object &&
    Object.keys(v).some((k) => k.startsWith('$'))
  );
}

function isPlainScalar(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (Array.isArray(v) || v instanceof RegExp) return false;
  if (typeof v === 'object') return !!(v as { _bsontype?: string })._bsontype || v instanceof Date;
  return true;
}

/** Equality values for a field condition (`x`, `{$eq:x}`, `{$in:[...]}`), or null. */
function equalityValues(cond: unknown): unknown[] | null {
  if (isPlainScalar(cond)) return [cond];
  if (!isOperatorObject(cond)) return null;
  const keys = Object.keys(cond);
  if (keys.length === 1 && '$eq' in cond && isPlainScalar(cond.$eq)) return [cond.$eq];
  if ('$in' in cond && Array.isArray(cond.$in) && cond.$in.every(isPlainScalar)) return cond.$in;
  return null;
}

function rangeBounds(cond: unknown): { lower: Bound | null; upper: Bound | null } | null {
  if (!isOperatorObject(cond)) return null;
  let lower: Bound | null = null;
  let upper: Bound | null = null;
  for (const [op, value] of Object.entries(cond)) {
    if (!RANGE_OPS.has(op) || !isPlainScalar(value) || value === null) continue;
    if (op === '$gt' || op === '$gte') lower = { value, inclusive: op === '$gte' };
    else upper = { value, inclusive: op === '$lte' };
  }
  return lower || upper ? { lower, upper } : null;
}

function byIds(coll: Collection, ids: Iterable<string>): Document[] {
  const out: Document[] = [];
  for (const id of ids) {
    const d = coll.docs.get(id);
    if (d) out.push(d);
  }
  return out;
}

/** Top-level field conditions, including those of a top-level $and. */
function fieldConditions(filter: Document): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v))
      for (const part of v) for (const [f, c] of fieldConditions(part)) out.set(f, c);
    else if (!k.startsWith('$')) out.set(k, v);
  }
  return out;
}

export function plan(coll: Collection, filter: Document | undefined, sort?: SortSpec, collation?: Document): Plan {
  const conditions = fieldConditions(filter ?? {});
  const usable = [...coll.indexes.values()].filter(
    (i) => i.usable && !i.spec.partialFilterExpression && !i.spec.sparse,
  );
  const stringsUnsafe = !!collation && collation.locale !== 'simple';
  // 1. Equality on every field of an index (or on the first field of a single-field index).
  let best: { index: Index; ids: Set<string> } | null = null;
  for (const index of usable) {
    const eqs = index.fields.map((f) => (conditions.has(f) ? equalityValues(conditions.get(f)) : null));
    if (eqs.some((e) => !e) || (stringsUnsafe && eqs.flat().some((v) => typeof v === 'string'))) continue;
    const ids = new Set<string>();
    for (const tuple of cartesian(eqs as unknown[][])) for (const id of index.lookup(tuple)) ids.add(id);
    if (index.name === '_id_' && ids.size <= 1) {
      best = { index, ids };
      break;
    }
    if (!best || ids.size < best.ids.size) best = { index, ids };
  }
  if (best) return { docs: byIds(coll, best.ids), sorted: false, index: best.index.name };
  // 2. Equality or range on the first field of an index.
  for (const index of usable) {
    const cond = conditions.get(index.fields[0]);
    if (cond === undefined && !conditions.has(index.fields[0])) continue;
    const eq = equalityValues(cond);
    if (eq && stringsUnsafe && eq.some((v) => typeof v === 'string')) continue;
    if (eq && eq.length === 1 && eq[0] !== null) {
      const b = { value: eq[0], inclusive: true };
      return { docs: entryDocs(coll, index.range(b, b)), sorted: false, index: index.name };
    }
    const range = eq ? null : rangeBounds(cond);
    if (!range || (stringsUnsafe && [range.lower?.value, range.upper?.value].some((v) => typeof v === 'string')))
      continue;
    // A multikey field may satisfy each bound with a different element: use one bound only.
    const bounds = index.multikey && range.lower ? { lower: range.lower, upper: null } : range;
    const entries = index.range(bounds.lower, bounds.upper);
    const sorted = !!sort && !index.multikey && sortMatches(index, sort) === 1;
    return { docs: entryDocs(coll, entries), sorted, index: index.name };
  }
  // 3. A sort on an index prefix: walk the index in order.
  if (sort && !collation) {
    for (const index of usable) {
      const dir = sortMatches(index, sort);
      if (!dir || index.multikey) continue;
      return { docs: walk(coll, index, dir), sorted: true, index: index.name };
    }
  }
  return { docs: coll.docs.values(), sorted: false, index: 'COLLSCAN' };
}

/** 1 if the index order is the sort order, -1 if reversed, 0 if unusable. */
function sortMatches(index: Index, sort: SortSpec): number {
  const keys = Object.entries(sort);
  if (keys.length === 0 || keys.length > index.fields.length) return 0;
  let dir = 0;
  for (let i = 0; i < keys.length; i++) {
    const [f, d] = keys[i];
    if (typeof d === 'object' || index.fields[i] !== f) return 0;
    const rel = Number(d) * index.dirs[i];
    if (dir === 0) dir = rel;
    else if (rel !== dir) return 0;
  }
  return dir;
}

function* walk(coll: Collection, index: Index, dir: number): Generator<Document> {
  for (const e of index.walk(dir)) {
    const d = coll.docs.get(e.id);
    if (d) yield d;
  }
}

function entryDocs(coll: Collection, entries: { id: string }[]): Document[] {
  const seen = new Set<string>();
  const out: Document[] = [];
  for (const e of entries) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const d = coll.docs.get(e.id);
    if (d) out.push(d);
  }
  return out;
}

function cartesian(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((acc, list) => acc.flatMap((t) => list.map((v) => [...t, v])), [[]]);
}
