// A secondary index: hash map for equality plus a lazily built sorted array for ranges and sorts.
import type { Document } from 'bson';
import { compareValues, valueKey } from './values';
import { entriesInRange } from './index-range';
import { keyTuples } from './index-keys';

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
  private readonly simpleField: string | null;
  private sorted: IndexEntry[] | null = null;
  /** Splices since the sorted array was built; past a share of its size, rebuilding later is cheaper. */
  private churn = 0;
  /** Bumped on every change to the sorted array, so that walks in progress can find their place again. */
  private version = 0;

  /**
   * @param docs the collection's documents by id key: the source for building the sorted entries
   * @param primary for the _id index, whose equality lookups go straight to `docs` (nothing stored twice)
   */
  constructor(
    readonly spec: IndexSpec,
    private readonly docs: Map<string, Document>,
    private readonly partial?: (doc: Document) => boolean,
    private readonly primary = false,
  ) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => (Number(spec.key[f]) < 0 ? -1 : 1));
    this.usable = Object.values(spec.key).every((d) => typeof d === 'number');
    this.simpleField =
      this.fields.length === 1 && !this.fields[0].includes('.') && !partial && !spec.sparse ? this.fields[0] : null;
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
    const { tuples, multikey, allMissing } = keyTuples(doc, this.fields);
    if (multikey) this.multikey = true;
    if (this.spec.sparse && allMissing) return [];
    return tuples;
  }

  static tupleKey(vals: unknown[]): string {
    return vals.length === 1 ? valueKey(vals[0]) : vals.map(valueKey).join('\u0001');
  }

  private touchSorted(): boolean {
    if (!this.sorted) return false;
    this.version++;
    if (++this.churn > 1000 + this.sorted.length / 4) {
      this.sorted = null;
      return false;
    }
    return true;
  }

  add(id: string, doc: Document): void {
    if (this.primary) {
      if (this.touchSorted()) {
        const e = { vals: [doc._id], id };
        this.sorted!.splice(this.upperPosition(e), 0, e);
      }
      return;
    }
    for (const vals of this.keysOf(doc)) {
      const e = { vals, id };
      const k = Index.tupleKey(vals);
      const held = this.eq.get(k);
      if (held === undefined) this.eq.set(k, id);
      else if (typeof held === 'string') {
        if (held !== id) this.eq.set(k, new Set([held, id]));
      } else held.add(id);
      if (this.touchSorted()) this.sorted!.splice(this.upperPosition(e), 0, e);
    }
  }

  /** Removes the entries of `doc` (the document as it was indexed). */
  remove(id: string, doc: Document): void {
    const keys = this.primary ? [[doc._id]] : this.keysOf(doc);
    for (const vals of keys) {
      if (!this.primary) {
        const k = Index.tupleKey(vals);
        const ids = this.eq.get(k);
        if (ids === id) this.eq.delete(k);
        else if (ids && typeof ids !== 'string') {
          ids.delete(id);
          if (ids.size === 1) this.eq.set(k, ids.values().next().value as string);
        }
      }
      if (this.touchSorted()) {
        const e = { vals, id };
        const at = this.upperPosition(e) - 1;
        if (at >= 0 && this.compare(this.sorted![at], e) === 0) this.sorted!.splice(at, 1);
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
      return this.docs.has(id) ? [id] : [];
    }
    const held = this.eq.get(Index.tupleKey(vals));
    return held === undefined ? [] : typeof held === 'string' ? [held] : held;
  }

  private compare = (a: IndexEntry, b: IndexEntry): number => {
    for (let i = 0; i < this.dirs.length; i++) {
      const c = compareValues(a.vals[i], b.vals[i]) * this.dirs[i];
      if (c) return c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };

  private upperPosition(e: IndexEntry, arr = this.sorted!): number {
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
      for (const [id, doc] of this.docs) {
        if (this.primary) all.push({ vals: [doc._id], id });
        else for (const vals of this.keysOf(doc)) all.push({ vals, id });
      }
      this.sorted = all.sort(this.compare);
      this.churn = 0;
      this.version++;
    }
    return this.sorted;
  }

  /**
   * Walks all entries in index order (dir 1) or reverse (dir -1), lazily. When the index changes between
   * steps (a cursor read across getMore batches), the walk resumes after the last entry it returned.
   */
  *walk(dir: number): Generator<IndexEntry> {
    let arr = this.entries();
    let version = this.version;
    let i = dir > 0 ? 0 : arr.length - 1;
    let last: IndexEntry | null = null;
    for (;;) {
      if (last && (this.sorted !== arr || this.version !== version)) {
        arr = this.entries();
        version = this.version;
        const pos = this.upperPosition(last, arr);
        const stillThere = pos > 0 && this.compare(arr[pos - 1], last) === 0;
        i = dir > 0 ? pos : stillThere ? pos - 2 : pos - 1;
      }
      if (i < 0 || i >= arr.length) return;
      last = arr[i];
      i += dir;
      yield last;
    }
  }

  /** Entries whose first key lies within the bounds (same BSON type bracket as the bounds), in index order. */
  range(lower: Bound | null, upper: Bound | null): IndexEntry[] {
    return entriesInRange(this.entries(), this.dirs[0], lower, upper);
  }
}
