// $push and $addToSet with MongoDB's modifiers and errors ($each, $position, $slice, $sort), and the
// "must be an array" / "cannot create field" checks mingo skips.
import type { Document } from 'bson';
import { fail, ErrorCodes } from '../errors';
import { getPath, setPath } from '../storage/paths';
import { clone, compareValues, valuesEqual } from '../storage/values';
import { makeComparator } from './sort';

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  return typeof v === 'object' ? 'object' : typeof v;
}

/** Fails with 28 when a scalar (or a non-numeric step into an array) blocks `path`. */
export function checkPathViable(doc: Document, path: string): void {
  const parts = path.split('.');
  let v: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i];
    if (p.startsWith('$')) return; // positional: mingo resolves it
    v = Array.isArray(v) ? (/^\d+$/.test(p) ? v[Number(p)] : undefined) : (v as Document)[p];
    if (v === undefined || v === null) return;
    const next = parts[i + 1];
    const blocked = Array.isArray(v)
      ? !/^\d+$/.test(next) && !next.startsWith('$')
      : typeof v !== 'object' || v instanceof Date || !!(v as { _bsontype?: string })._bsontype;
    if (blocked)
      fail(ErrorCodes.PathNotViable, `Cannot create field '${next}' in element {${p}: ${JSON.stringify(v)}}`);
  }
}

function requireArray(doc: Document, path: string): unknown[] | undefined {
  const current = getPath(doc, path);
  if (current === undefined) return undefined;
  if (!Array.isArray(current))
    fail(
      ErrorCodes.BadValue,
      `The field '${path}' must be an array but is of type ${typeName(current)} in document {_id: ${JSON.stringify(doc._id)}}`,
    );
  return current;
}

function isModifierSpec(arg: unknown): arg is Document {
  return (
    !!arg &&
    typeof arg === 'object' &&
    !Array.isArray(arg) &&
    (arg as object).constructor === Object &&
    '$each' in (arg as Document)
  );
}

function push(list: unknown[], arg: unknown): unknown[] {
  if (!isModifierSpec(arg)) return [...list, clone(arg)];
  if (!Array.isArray(arg.$each))
    fail(
      ErrorCodes.BadValue,
      `The argument to $each in $push must be an array but it was of type: ${typeName(arg.$each)}`,
    );
  const each = arg.$each.map(clone);
  let out = [...list];
  const at = arg.$position === undefined ? out.length : Number(arg.$position);
  const index = at < 0 ? Math.max(0, out.length + at) : Math.min(at, out.length);
  out.splice(index, 0, ...each);
  if (arg.$sort !== undefined) {
    if (typeof arg.$sort === 'object') out.sort(makeComparator(arg.$sort) as (a: unknown, b: unknown) => number);
    else out.sort((a, b) => compareValues(a, b) * (Number(arg.$sort) < 0 ? -1 : 1));
  }
  if (arg.$slice !== undefined) {
    const n = Number(arg.$slice);
    out = n >= 0 ? out.slice(0, n) : out.slice(n);
  }
  return out;
}

function addToSet(list: unknown[], arg: unknown): unknown[] {
  const items = isModifierSpec(arg) ? (arg.$each as unknown[]) : [arg];
  const out = [...list];
  for (const item of items) if (!out.some((x) => valuesEqual(x, item))) out.push(clone(item));
  return out;
}

/** Applies $push/$addToSet on plain paths to `doc` in place; returns the positional rest for mingo. */
export function applyArrayOp(doc: Document, op: '$push' | '$addToSet', spec: Document): Document {
  const rest: Document = {};
  for (const [path, arg] of Object.entries(spec)) {
    if (path.includes('$')) {
      rest[path] = arg;
      continue;
    }
    checkPathViable(doc, path);
    const current = requireArray(doc, path) ?? [];
    setPath(doc, path, op === '$push' ? push(current, arg) : addToSet(current, arg));
  }
  return rest;
}

/** $pop and $pull/$pullAll need an array (or nothing) at a plain path. */
export function checkArrayTargets(doc: Document, spec: Document): void {
  for (const path of Object.keys(spec)) if (!path.includes('$')) requireArray(doc, path);
}
