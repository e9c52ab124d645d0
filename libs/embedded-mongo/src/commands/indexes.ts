// createIndexes, listIndexes, dropIndexes
import type { Document } from 'bson';
import type { Handler } from './types';
import { writableCollection } from './views';
import { fail, ErrorCodes } from '../errors';
import type { IndexSpec } from '../storage/index';
import { valueKey } from '../storage/values';

function defaultName(key: Document): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${v}`)
    .join('_');
}

function validateSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0)
    fail(ErrorCodes.BadValue, 'Index key pattern must be a non-empty object');
  for (const [k, v] of Object.entries(key as Document)) {
    const ok = (typeof v === 'number' && v !== 0) || ['text', '2dsphere', '2d', 'hashed'].includes(v as string);
    if (!ok)
      fail(
        67,
        `Values in the index key pattern can only be positive or negative numbers or index types: ${k}: ${JSON.stringify(v)}`,
      );
  }
  const spec: IndexSpec = { v: 2, key, name: raw.name ?? defaultName(key), ...raw } as IndexSpec;
  if (spec.name === undefined) spec.name = defaultName(key);
  if (spec.unique === false) delete spec.unique;
  return spec;
}

const sameOptions = (a: IndexSpec, b: IndexSpec): boolean =>
  !!a.unique === !!b.unique &&
  !!a.sparse === !!b.sparse &&
  valueKey(a.partialFilterExpression) === valueKey(b.partialFilterExpression);

const createIndexes: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'createIndexes', ctx);
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
    fail(ErrorCodes.BadValue, 'Must specify at least one index to create');
  const engine = ctx.state.engine;
  const createdCollection = !engine.collection(ctx.db, name);
  if (createdCollection) {
    engine.apply({ op: 'create', db: ctx.db, c: name });
    ctx.view.ops.push({ op: 'create', db: ctx.db, c: name });
  }
  const coll = engine.collection(ctx.db, name)!;
  const before = coll.indexes.size;
  for (const raw of cmd.indexes as Document[]) {
    const spec = validateSpec(raw);
    const existing = [...coll.indexes.values()].find(
      (i) => i.name === spec.name || valueKey(i.spec.key) === valueKey(spec.key),
    );
    if (existing) {
      if (
        existing.name === spec.name &&
        valueKey(existing.spec.key) === valueKey(spec.key) &&
        sameOptions(existing.spec, spec)
      )
        continue;
      if (existing.name === spec.name)
        fail(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index but different options or key. Requested index: ${JSON.stringify(spec)}`,
        );
      if (sameOptions(existing.spec, spec) || spec.name !== existing.name)
        fail(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${existing.name}`);
    }
    engine.apply({ op: 'index', db: ctx.db, c: name, spec });
    ctx.view.ops.push({ op: 'index', db: ctx.db, c: name, spec });
  }
  return {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: createdCollection,
    ok: 1,
  };
};

const listIndexes: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'listIndexes', ctx);
  const coll = ctx.state.engine.collection(ctx.db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const specs = [...coll.indexes.values()].map((i) => ({ v: 2, ...i.spec }));
  return ctx.state.cursors.open(`${ctx.db}.${name}`, specs, cmd.cursor?.batchSize, ctx.sessionKey);
};

const dropIndexes: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'dropIndexes', ctx);
  const coll = ctx.state.engine.collection(ctx.db, name);
  if (!coll) fail(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target as string[];
  else if (target && typeof target === 'object') {
    const found = [...coll.indexes.values()].find((i) => valueKey(i.spec.key) === valueKey(target));
    if (!found) fail(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else fail(ErrorCodes.BadValue, 'index must be a string, array or object');
  for (const n of names) {
    if (n === '_id_') fail(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    if (!coll.indexes.has(n)) fail(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) {
    ctx.state.engine.apply({ op: 'dropIndex', db: ctx.db, c: name, name: n });
    ctx.view.ops.push({ op: 'dropIndex', db: ctx.db, c: name, name: n });
  }
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, Handler> = {
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
};
