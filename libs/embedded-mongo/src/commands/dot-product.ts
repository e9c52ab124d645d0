// A fast path for one expression shape: the dot product of a document's number array and a constant one, as
// MongoDB writes it ($reduce over $zip, adding the products) — what Laurel's search by meaning sends. mingo
// evaluates it number by number through its interpreter (about 30 µs each: minutes for a library of
// 1536-number vectors); here it is a loop. Only `$addFields`/`$set` stages whose every field is exactly that
// shape take this path, and only when every value is a plain number (or the array is missing: null, as
// MongoDB's $zip gives); anything else goes to mingo as before, so the answer is MongoDB's either way.
import type { Document } from 'bson';

const IN = JSON.stringify({
  $add: ['$$value', { $multiply: [{ $arrayElemAt: ['$$this', 0] }, { $arrayElemAt: ['$$this', 1] }] }],
});

interface DotProduct {
  path: string[];
  vector: number[];
}

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

/** The field path and constant vector of `{$reduce: {input: {$zip: {inputs: ['$path', {$literal: [...]}]}}, …}}`. */
function dotProductOf(expr: unknown): DotProduct | null {
  const reduce = (expr as Document | null)?.$reduce as Document | undefined;
  if (!reduce || Object.keys(expr as Document).length !== 1) return null;
  if (reduce.initialValue !== 0 || JSON.stringify(reduce.in) !== IN) return null;
  const zip = (reduce.input as Document | undefined)?.$zip as Document | undefined;
  if (!zip || Object.keys(zip).length !== 1 || !Array.isArray(zip.inputs) || zip.inputs.length !== 2) return null;
  const [field, literal] = zip.inputs as [unknown, Document | undefined];
  if (typeof field !== 'string' || !/^\$[^$]/.test(field)) return null;
  const vector = literal?.$literal;
  if (!isNumbers(vector) || Object.keys(literal!).length !== 1) return null;
  return { path: field.slice(1).split('.'), vector };
}

/** The stage's fields as dot products, when every one of them is one (top-level field names only). */
export function dotProductFields(stage: Document): Map<string, DotProduct> | null {
  const op = Object.keys(stage)[0];
  if (op !== '$addFields' && op !== '$set') return null;
  const fields = new Map<string, DotProduct>();
  for (const [name, expr] of Object.entries(stage[op] as Document)) {
    const dot = dotProductOf(expr);
    if (!dot || name.includes('.') || name.startsWith('$')) return null;
    fields.set(name, dot);
  }
  return fields.size > 0 ? fields : null;
}

/** The value at a path without arrays on the way; undefined when missing, null-like stops. */
function at(doc: Document, path: string[]): unknown {
  let v: unknown = doc;
  for (const key of path) {
    if (v === null || v === undefined) return undefined;
    if (typeof v !== 'object' || Array.isArray(v)) return NaN; // not this fast path's case
    v = (v as Document)[key];
  }
  return v;
}

/** The documents with the fields added, or null when a value is not a plain number array (mingo decides). */
export function addDotProducts(docs: Document[], fields: Map<string, DotProduct>): Document[] | null {
  const out: Document[] = new Array(docs.length);
  for (let d = 0; d < docs.length; d++) {
    const added: Document = {};
    for (const [name, { path, vector }] of fields) {
      const value = at(docs[d], path);
      if (value === undefined || value === null) {
        added[name] = null;
        continue;
      }
      if (!isNumbers(value)) return null;
      const n = Math.min(value.length, vector.length);
      let sum = 0;
      for (let i = 0; i < n; i++) sum += value[i] * vector[i];
      added[name] = sum;
    }
    out[d] = { ...docs[d], ...added };
  }
  return out;
}
