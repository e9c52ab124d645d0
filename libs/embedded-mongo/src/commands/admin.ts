// create, drop, listCollections, listDatabases, dropDatabase, renameCollection
import type { Document } from 'bson';
import { collectionName, type Handler } from './types';
import { fail, ErrorCodes } from '../errors';
import { validateName } from '../storage/engine';
import { compileFilter } from '../query/matcher';
import { notOnView, viewInfo, viewOptions } from './views';

const create: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  validateName(ctx.db, name);
  if (ctx.view.exists(ctx.db, name)) fail(ErrorCodes.NamespaceExists, `Collection ${ctx.db}.${name} already exists.`);
  const {
    create: _c,
    $db: _d,
    lsid: _l,
    txnNumber: _t,
    autocommit: _a,
    startTransaction: _s,
    writeConcern: _w,
    $clusterTime: _ct,
    ...options
  } = cmd;
  if (options.pipeline !== undefined && options.viewOn === undefined)
    fail(ErrorCodes.BadValue, "'pipeline' requires 'viewOn' to also be specified");
  const stored = options.viewOn !== undefined ? viewOptions(ctx, name, options) : options;
  ctx.state.engine.apply({ op: 'create', db: ctx.db, c: name, options: stored });
  ctx.view.ops.push({ op: 'create', db: ctx.db, c: name, options: stored });
  return { ok: 1 };
};

const drop: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.state.engine.collection(ctx.db, name);
  if (!coll) return { ok: 1 };
  const nIndexesWas = coll.indexes.size;
  ctx.state.engine.apply({ op: 'drop', db: ctx.db, c: name });
  ctx.view.ops.push({ op: 'drop', db: ctx.db, c: name });
  return coll.isView ? { ns: `${ctx.db}.${name}`, ok: 1 } : { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

const listCollections: Handler = (cmd, ctx) => {
  const match = compileFilter(cmd.filter);
  const infos = ctx.state.engine
    .collections(ctx.db)
    .map((c) =>
      c.isView
        ? viewInfo(c.name, c.options)
        : {
            name: c.name,
            type: 'collection',
            options: c.options,
            info: { readOnly: false },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
    )
    .filter(match)
    .map((info) => (cmd.nameOnly ? { name: info.name, type: info.type } : info));
  return ctx.state.cursors.open(`${ctx.db}.$cmd.listCollections`, infos, cmd.cursor?.batchSize, ctx.sessionKey);
};

const listDatabases: Handler = (cmd, ctx) => {
  const dbs: Document[] = [];
  let total = 0;
  for (const [name, colls] of ctx.state.engine.dbs) {
    let docs = 0;
    for (const c of colls.values()) docs += c.docs.size;
    const sizeOnDisk = docs * 100;
    total += sizeOnDisk;
    dbs.push({ name, sizeOnDisk, empty: docs === 0 });
  }
  const match = compileFilter(cmd.filter);
  const databases = dbs.filter(match).map((d) => (cmd.nameOnly ? { name: d.name } : d));
  return { databases, totalSize: total, totalSizeMb: Math.round(total / 1048576), ok: 1 };
};

const dropDatabase: Handler = (_cmd, ctx) => {
  if (ctx.state.engine.dbs.has(ctx.db)) {
    ctx.state.engine.apply({ op: 'dropDb', db: ctx.db });
    ctx.view.ops.push({ op: 'dropDb', db: ctx.db });
  }
  return { dropped: ctx.db, ok: 1 };
};

const splitNs = (ns: unknown): [string, string] => {
  if (typeof ns !== 'string' || !ns.includes('.'))
    fail(ErrorCodes.InvalidNamespace, `Invalid namespace specified '${String(ns)}'`);
  const at = ns.indexOf('.');
  return [ns.slice(0, at), ns.slice(at + 1)];
};

const renameCollection: Handler = (cmd, ctx) => {
  const [db, c] = splitNs(cmd.renameCollection);
  const [toDb, toC] = splitNs(cmd.to);
  validateName(toDb, toC);
  const engine = ctx.state.engine;
  if (!engine.collection(db, c)) fail(ErrorCodes.NamespaceNotFound, `Source collection ${db}.${c} does not exist`);
  if (engine.collection(db, c)!.isView) notOnView(db, c);
  if (engine.collection(toDb, toC)?.isView) notOnView(toDb, toC);
  if (engine.collection(toDb, toC)) {
    if (!cmd.dropTarget) fail(ErrorCodes.NamespaceExists, `target namespace exists`);
    engine.apply({ op: 'drop', db: toDb, c: toC });
    ctx.view.ops.push({ op: 'drop', db: toDb, c: toC });
  }
  engine.apply({ op: 'rename', db, c, toDb, toC });
  ctx.view.ops.push({ op: 'rename', db, c, toDb, toC });
  return { ok: 1 };
};

export const adminCommands: Record<string, Handler> = {
  create,
  drop,
  listcollections: listCollections,
  listdatabases: listDatabases,
  dropdatabase: dropDatabase,
  renamecollection: renameCollection,
};
