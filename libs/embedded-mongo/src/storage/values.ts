// BSON value ordering, equality keys and cloning, following MongoDB's comparison rules.
import { Binary, Decimal128, Long, ObjectId, Timestamp, MinKey, MaxKey, Int32, Double } from 'bson';

/** MongoDB's cross-type sort order (lower rank sorts first). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'object':
      break;
    default:
      return 3;
  }
  if (Array.isArray(v)) return 5;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  const bsontype = (v as { _bsontype?: string })._bsontype;
  switch (bsontype) {
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return 2;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    case 'MinKey':
      return 0;
    case 'MaxKey':
      return 12;
    default:
      return 4; // plain object
  }
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return parseFloat(v.toString());
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  return NaN;
}

export function isNumeric(v: unknown): boolean {
  return typeRank(v) === 2;
}

/** Compares two BSON values in MongoDB order. `collator` applies to strings. */
export function compareValues(a: unknown, b: unknown, collator?: Intl.Collator): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3: {
      if (collator) return collator.compare(String(a), String(b));
      return a! < b! ? -1 : a! > b! ? 1 : 0;
    }
    case 4:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>, collator);
    case 5: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i], collator);
        if (c) return c;
      }
      return x.length - y.length < 0 ? -1 : x.length > y.length ? 1 : 0;
    }
    case 6:
      return Buffer.compare(Buffer.from((a as Binary).buffer), Buffer.from((b as Binary).buffer));
    case 7:
      return Buffer.compare(Buffer.from((a as ObjectId).id), Buffer.from((b as ObjectId).id));
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case 10:
      return (a as Timestamp).compare(b as Timestamp);
    case 11:
      return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    default:
      return 0;
  }
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>, collator?: Intl.Collator): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const r = typeRank(a[ka[i]]) - typeRank(b[kb[i]]);
    if (r) return r < 0 ? -1 : 1;
    if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    const c = compareValues(a[ka[i]], b[kb[i]], collator);
    if (c) return c;
  }
  return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
}

/** A string that is equal for two values exactly when MongoDB considers them equal. */
export function valueKey(v: unknown): string {
  const r = typeRank(v);
  switch (r) {
    case 1:
      return 'z';
    case 2: {
      const n = toNumber(v);
      return 'n' + (n === 0 ? '0' : String(n));
    }
    case 3:
      return 's' + String(v);
    case 4: {
      let out = '{';
      for (const [k, x] of Object.entries(v as object)) out += JSON.stringify(k) + ':' + valueKey(x) + ',';
      return out + '}';
    }
    case 5:
      return '[' + (v as unknown[]).map(valueKey).join(',') + ']';
    case 6:
      return 'x' + Buffer.from((v as Binary).buffer).toString('base64');
    case 7:
      return 'i' + (v as ObjectId).toHexString();
    case 8:
      return v ? 'T' : 'F';
    case 9:
      return 'd' + (v as Date).getTime();
    case 10:
      return 't' + (v as Timestamp).toString();
    case 0:
      return '<';
    case 12:
      return '>';
    default:
      return 'r' + String(v);
  }
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return valueKey(a) === valueKey(b);
}

/** Deep copy of a document tree; BSON value objects are immutable and shared. */
export function clone<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(clone) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if ((v as { _bsontype?: string })._bsontype || v instanceof RegExp || Buffer.isBuffer(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) out[k] = clone((v as Record<string, unknown>)[k]);
  return out as T;
}

export { MinKey, MaxKey };
