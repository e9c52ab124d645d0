// The keys a document contributes to an index: one tuple per combination of array elements (multikey).
import type { Document } from 'bson';
import { pathValues } from './paths';
import { valueKey } from './values';

export function keyTuples(
  doc: Document,
  fields: string[],
): { tuples: unknown[][]; multikey: boolean; allMissing: boolean } {
  let tuples: unknown[][] = [[]];
  let allMissing = true;
  let anyMultikey = false;
  for (const f of fields) {
    const { values, multikey } = pathValues(doc, f);
    if (multikey) anyMultikey = true;
    if (values.some((v) => v !== undefined)) allMissing = false;
    const unique = dedupe(values);
    tuples = tuples.flatMap((t) => unique.map((v) => [...t, v === undefined ? null : v]));
  }
  return { tuples, multikey: anyMultikey, allMissing };
}

function dedupe(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Map<string, unknown>();
  for (const v of values) seen.set(valueKey(v), v);
  return [...seen.values()];
}
