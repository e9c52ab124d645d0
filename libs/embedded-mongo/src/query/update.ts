// Applies an update (operators, replacement or pipeline) to a copy of a document, with MongoDB's
// behaviour where mingo differs: $setOnInsert, $inc/$mul type errors and Long/Decimal128 arithmetic.
import { BSON, Decimal128, Long, ObjectId, type Document } from 'bson';
import { aggregate, update as mingoUpdate } from 'mingo';
import { clone, isNumeric, toNumber, valuesEqual } from '../storage/values';
import { getPath, hasPath, setPath } from '../storage/paths';
import { asServerError, fail, ErrorCodes, MongoServerError } from '../errors';
import { isOperatorUpdate, validateOperators, validateReplacement } from './update-validate';
import { applyArrayOp, checkArrayTargets, checkPathViable } from './update-arrays';

export const MAX_DOC_SIZE = 16 * 1024 * 1024;

export interface UpdateOptions {
  arrayFilters?: Document[];
  /** The query, for the positional `$` operator and for upsert seeds. */
  query?: Document;
  isInsert?: boolean;
}

/** _id first, as MongoDB stores it. */
export function idFirst(doc: Document): Document {
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function arith(op: '$inc' | '$mul', current: unknown, arg: unknown): unknown {
  if (current === undefined)
    return op === '$inc'
      ? arg
      : typeof arg === 'number'
        ? 0
        : arg instanceof Long
          ? Long.ZERO
          : Decimal128.fromString('0');
  const a = toNumber(current);
  const b = toNumber(arg);
  const r = op === '$inc' ? a + b : a * b;
  if (current instanceof Decimal128 || arg instanceof Decimal128) return Decimal128.fromString(String(r));
  if (current instanceof Long || arg instanceof Long) return Long.fromNumber(r);
  return r;
}

function applyArithmetic(doc: Document, op: '$inc' | '$mul', spec: Document): Document {
  const rest: Document = {};
  for (const [path, arg] of Object.entries(spec)) {
    if (path.includes('$')) {
      rest[path] = arg;
      continue;
    }
    const current = getPath(doc, path);
    if (current !== undefined && !isNumeric(current)) {
      const type =
        current === null
          ? 'null'
          : Array.isArray(current)
            ? 'array'
            : typeof current === 'object'
              ? 'object'
              : typeof current;
      fail(
        ErrorCodes.TypeMismatch,
        `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${path}' of non-numeric type ${type}`,
      );
    }
    if (current === undefined && hasPath(doc, path)) continue;
    checkPathViable(doc, path);
    if (!setPath(doc, path, arith(op, current, arg)))
      fail(ErrorCodes.PathNotViable, `Cannot create field in element for path '${path}'`);
  }
  return rest;
}

const immutable = (): MongoServerError =>
  new MongoServerError(
    ErrorCodes.ImmutableField,
    `Performing an update on the path '_id' would modify the immutable field '_id'`,
  );

/** Drops `$set: {_id: <same value>}`; any other change to _id is refused. */
function guardId(doc: Document, op: string, spec: Document): Document {
  const out: Document = {};
  for (const [path, arg] of Object.entries(spec)) {
    const touchesId =
      path === '_id' ||
      path.startsWith('_id.') ||
      (op === '$rename' && (arg === '_id' || String(arg).startsWith('_id.')));
    if (!touchesId || doc._id === undefined) out[path] = arg;
    else if ((op === '$set' || op === '$setOnInsert') && path === '_id' && valuesEqual(arg, doc._id)) continue;
    else throw immutable();
  }
  return out;
}

function applyOperators(doc: Document, update: Document, options: UpdateOptions): Document {
  validateOperators(update);
  const out = clone(doc);
  const modifier: Document = {};
  for (const [op, rawSpec] of Object.entries(update)) {
    const spec = guardId(doc, op, rawSpec);
    if (op === '$setOnInsert') {
      if (options.isInsert) modifier.$set = { ...(modifier.$set ?? {}), ...spec };
    } else if (op === '$inc' || op === '$mul') {
      const rest = applyArithmetic(out, op, spec);
      if (Object.keys(rest).length) modifier[op] = rest;
    } else if (op === '$push' || op === '$addToSet') {
      const rest = applyArrayOp(out, op, spec);
      if (Object.keys(rest).length) modifier[op] = rest;
    } else if (op === '$set') modifier.$set = { ...(modifier.$set ?? {}), ...spec };
    else modifier[op] = spec;
    if (op === '$pop' || op === '$pull' || op === '$pullAll') checkArrayTargets(out, spec);
    if (op === '$set' || op === '$setOnInsert' || op === '$min' || op === '$max' || op === '$currentDate')
      for (const path of Object.keys(spec)) checkPathViable(out, path);
  }
  if (Object.keys(modifier).length) {
    try {
      mingoUpdate(out, modifier, options.arrayFilters, options.query, { cloneMode: 'deep' });
    } catch (err) {
      throw asServerError(err);
    }
  }
  return out;
}

/** A pipeline update; a result without _id keeps the document's _id (as MongoDB's replacement does). */
function applyPipeline(doc: Document, pipeline: Document[]): Document {
  let result: Document;
  try {
    [result] = aggregate([clone(doc)], pipeline) as Document[];
  } catch (err) {
    throw asServerError(err);
  }
  if (!result || typeof result !== 'object') fail(ErrorCodes.BadValue, 'An update pipeline must produce a document');
  if (result._id === undefined && doc._id !== undefined) result = { _id: doc._id, ...result };
  return result;
}

/** Returns the updated copy of `doc` (never mutates it). */
export function applyUpdate(doc: Document, update: Document | Document[], options: UpdateOptions = {}): Document {
  let result: Document;
  if (Array.isArray(update)) result = applyPipeline(doc, update);
  else if (isOperatorUpdate(update)) result = applyOperators(doc, update, options);
  else {
    validateReplacement(update);
    result = { _id: doc._id, ...clone(update) };
    if (update._id !== undefined) result._id = update._id;
  }
  if (doc._id !== undefined && !valuesEqual(result._id, doc._id)) {
    throw immutable();
  }
  if (result._id === undefined) result._id = new ObjectId();
  result = idFirst(result);
  if (BSON.calculateObjectSize(result) > MAX_DOC_SIZE)
    fail(17419, `Resulting document after update is larger than ${MAX_DOC_SIZE}`);
  return result;
}

/** The document an upsert starts from: the query's equality conditions. */
export function upsertSeed(query: Document | undefined): Document {
  const seed: Document = {};
  const visit = (q: Document): void => {
    for (const [k, v] of Object.entries(q ?? {})) {
      if (k === '$and' && Array.isArray(v)) v.forEach(visit);
      if (k.startsWith('$')) continue;
      const isOps =
        v && typeof v === 'object' && v.constructor === Object && Object.keys(v).some((x) => x.startsWith('$'));
      if (!isOps) setPath(seed, k, clone(v));
      else if ('$eq' in v) setPath(seed, k, clone(v.$eq));
    }
  };
  visit(query ?? {});
  return seed;
}
