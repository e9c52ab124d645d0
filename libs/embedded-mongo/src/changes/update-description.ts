// updateDescription of an update event, computed from the document before and after the update:
// updatedFields (dotted paths into embedded documents; "arr.N" for elements appended to an array),
// removedFields and truncatedArrays (an array cut short by $pop/$pull-like changes). Any other change
// to an array reports the whole new array, as MongoDB does for `$set` of an array.
import type { Document } from 'bson';
import { valueKey } from '../storage/values';

export interface UpdateDescription {
  updatedFields: Document;
  removedFields: string[];
  truncatedArrays: Array<{ field: string; newSize: number }>;
}

const isPlainObject = (v: unknown): v is Document =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v as { _bsontype?: string })._bsontype && !(v instanceof Date);

/** Same BSON value and the same kind of value (an int turned into a Long is a change). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  if (a && b && typeof a === 'object' && (a as object).constructor !== (b as object).constructor) return false;
  return valueKey(a) === valueKey(b);
}

function isPrefix(short: unknown[], long: unknown[]): boolean {
  for (let i = 0; i < short.length; i++) if (!same(short[i], long[i])) return false;
  return true;
}

function diffArrays(a: unknown[], b: unknown[], path: string, out: UpdateDescription): void {
  if (b.length >= a.length && isPrefix(a, b)) {
    for (let i = a.length; i < b.length; i++) out.updatedFields[`${path}.${i}`] = b[i];
  } else if (b.length < a.length && isPrefix(b, a)) {
    out.truncatedArrays.push({ field: path, newSize: b.length });
  } else {
    out.updatedFields[path] = b;
  }
}

function diffObjects(a: Document, b: Document, prefix: string, out: UpdateDescription): void {
  for (const key of Object.keys(a)) if (!(key in b)) out.removedFields.push(prefix + key);
  for (const [key, next] of Object.entries(b)) {
    const path = prefix + key;
    const prev = a[key];
    if (!(key in a)) out.updatedFields[path] = next;
    else if (same(prev, next)) continue;
    else if (isPlainObject(prev) && isPlainObject(next)) diffObjects(prev, next, `${path}.`, out);
    else if (Array.isArray(prev) && Array.isArray(next)) diffArrays(prev, next, path, out);
    else out.updatedFields[path] = next;
  }
}

export function describeUpdate(before: Document, after: Document): UpdateDescription {
  const out: UpdateDescription = { updatedFields: {}, removedFields: [], truncatedArrays: [] };
  diffObjects(before, after, '', out);
  return out;
}
