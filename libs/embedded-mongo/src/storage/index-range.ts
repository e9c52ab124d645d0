// Range scans over an index's sorted entries, within one BSON type bracket (as MongoDB's bounds are).
import { compareValues, typeRank } from './values';

export interface IndexEntry {
  vals: unknown[];
  id: string;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** Entries of `arr` (sorted by first key in direction `dir`) whose first key lies within the bounds. */
export function entriesInRange(arr: IndexEntry[], dir: number, lower: Bound | null, upper: Bound | null): IndexEntry[] {
  const rank = typeRank(lower ? lower.value : upper!.value);
  const inRange = (v: unknown): boolean => {
    if (typeRank(v) !== rank) return false;
    if (lower) {
      const c = compareValues(v, lower.value);
      if (c < 0 || (c === 0 && !lower.inclusive)) return false;
    }
    if (upper) {
      const c = compareValues(v, upper.value);
      if (c > 0 || (c === 0 && !upper.inclusive)) return false;
    }
    return true;
  };
  // Entries before the range in index order.
  const below = (v: unknown): boolean => {
    const r = typeRank(v);
    if (r !== rank) return r < rank === dir > 0;
    if (dir > 0) return lower ? compareValues(v, lower.value) < (lower.inclusive ? 0 : 1) : false;
    return upper ? compareValues(v, upper.value) > (upper.inclusive ? 0 : -1) : false;
  };
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (below(arr[mid].vals[0])) lo = mid + 1;
    else hi = mid;
  }
  const out: IndexEntry[] = [];
  for (let i = lo; i < arr.length && inRange(arr[i].vals[0]); i++) out.push(arr[i]);
  return out;
}
