// A secondary index: hash map for equality plus a lazily built sorted array for ranges and sorts.
import type { Document } from 'bson';
import { compareValues, valueKey } from './values';
import { entriesInRange } from './index-range';
import { pathValues } from './paths';

export interface IndexSpec {
  v?: number;
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  [option: string]: unknown;
}

import type { IndexEntry, Bound } from './index-range';

export type { IndexEntry, Bound } from './index-range';

export class Index {
  readonly fields: string[];
  readonly dirs: number[];
  /** Only plain ascending/descending keys are maintained; text/geo indexes are accepted but unused. */
  readonly usable: boolean;
  multikey = false;
  // Single entries/ids are stored bare; sets and arrays only when there are several (saves memory).
  private readonly eq = new Map<string, string | Set<string>>();
  private readonly byDoc = new Map<string, IndexEntry | IndexEntry[]>();
  private readonly simpleField: string | null;
  private sorted: IndexEntry[] | null = null;

  /**
   * @param primary for the _id index: the collection's documents map, which then serves as this
   *   index's equality map and entry list (nothing is stored twice).
   */
  constructor(
    readonly spec: IndexSpec,
    private readonly partial?: (doc: Document) => boolean,
    private readonly primary?: Map<string, Document>,
  ) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => (Number(spec.key[f]) < 0 ? -1 : 1));
    this.usable = Object.values(spec.key).every((d) => typeof d === 'number');
    this.simpleField = this.fields.length === 1 && !this.fields[0].includes('.') && !partial && !spec.sparse ? this.fields[0] : null;
  }

  get name(): string {
    return this.spec.name;
  }

  /** Key tuples of a document (cartesian product over multikey fields); [] when not indexed. */
  keysOf(doc: Document): unknown[][] {
    if (!this.usable) return [];
    if (this.partial && !this.partial(doc)) return [];
    if (this.simpleField !== null) {
      const v = doc[this.simpleField];
      if (!Array.isArray(v)) return [[v === undefined ? null : v]];
    }
    let tuples: unknown[][] = [[]];
    let allMissing = true;
    for (const f of this.fields) {
      const { values, multikey } = pathValues(doc, f);
      if (multikey) this.multikey = true;
      if (values.some((v) => v !== undefined)) allMissing = false;
      const unique = dedupe(values);
      tuples = tuples.flatMap((t) => unique.map((v) => [...t, v === undefined ? null : v]));
    }
    if (this.spec.sparse && allMissing) return [];
    return tuples;
  }

  static tupleKey(vals: unknown[]): string {
    return vals.length === 1 ? valueKey(vals[0]) : vals.map(valueKey).join('\u0001');
  }

  add(id: string, doc: Document): void {
    if (this.primary) {
      if (this.sorted) {
        const e = { vals: [doc._id], id };
        this.sorted.splice(this.upperPosition(e), 0, e);
      }
      return;
    }
    const keys = this.keysOf(doc);
    if (!keys.length) return;
    const entries = keys.map((vals) => ({ vals, id }));
    this.byDoc.set(id, entries.length === 1 ? entries[0] : entries);
    for (const e of entries) {
      const k = Index.tupleKey(e.vals);
      const held = this.eq.get(k);
      if (held === undefined) this.eq.set(k, id);
      else if (typeof held === 'string') {
        if (held !== id) this.eq.set(k, new Set([held, id]));
      } else held.add(id);
      if (this.sorted) this.sorted.splice(this.upperPosition(e), 0, e);
    }
  }

  remove(id: string, doc?: Document): void {
    if (this.primary) {
      if (this.sorted && doc) {
        const at = this.upperPosition({ vals: [doc._id], id }) - 1;
        if (at >= 0 && this.sorted[at].id === id) this.sorted.splice(at, 1);
        else this.sorted = null;
      } else this.sorted = null;
      return;
    }
    const held = this.byDoc.get(id);
    if (!held) return;
    this.byDoc.delete(id);
    for (const e of Array.isArray(held) ? held : [held]) {
      const k = Index.tupleKey(e.vals);
      const ids = this.eq.get(k);
      if (ids === id) this.eq.delete(k);
      else if (ids && typeof ids !== 'string') {
        ids.delete(id);
        if (ids.size === 1) this.eq.set(k, ids.values().next().value as string);
      }
      if (this.sorted) {
        const at = this.upperPosition(e) - 1;
        if (at >= 0 && this.sorted[at] === e) this.sorted.splice(at, 1);
        else this.sorted = null;
      }
    }
  }

  /** Ids of another document holding the same unique key as `doc`, with that key. */
  duplicateOf(doc: Document, id: string): { other: string; vals: unknown[] } | null {
    if (!this.spec.unique) return null;
    for (const vals of this.keysOf(doc)) {
      const held = this.eq.get(Index.tupleKey(vals));
      if (held === undefined) continue;
      for (const other of typeof held === 'string' ? [held] : held) if (other !== id) return { other, vals };
    }
    return null;
  }

  /** Document ids whose full key equals `vals`. */
  lookup(vals: unknown[]): Iterable<string> {
    if (this.primary) {
      const id = valueKey(vals[0]);
      return this.primary.has(id) ? [id] : [];
    }
    const held = this.eq.get(Index.tupleKey(vals));
    return held === undefined ? [] : typeof held === 'string' ? [held] : held;
  }

  get size(): number {
    return this.primary ? this.primary.size : this.byDoc.size;
  }

  private compare = (a: IndexEntry, b: IndexEntry): number => {
    for (let i = 0; i < this.dirs.length; i++) {
      const c = compareValues(a.vals[i], b.vals[i]) * this.dirs[i];
      if (c) return c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

  private upperPosition(e: IndexEntry): number {
    const arr = this.sorted!;
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(arr[mid], e) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  entries(): IndexEntry[] {
    if (!this.sorted) {
      const all: IndexEntry[] = [];
      if (this.primary) for (const [id, doc] of this.primary) all.push({ vals: [doc._id], id });
      for (const held of this.byDoc.values()) {
        if (Array.isArray(held)) all.push(...held);
        else all.push(held);
      }
      this.sorted = all.sort(this.compare);
    }
    return this.sorted;
  }

  /** Entries whose first key lies within the bounds (same BSON type bracket as the bounds), in index order. */
  range(lower: Bound | null, upper: Bound | null): IndexEntry[] {
    return entriesInRange(this.entries(), this.dirs[0], lower, upper);
  }
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Map<string, unknown>();
  for (const v of values) seen.set(valueKey(v), v);
  return [...seen.values()];
}
