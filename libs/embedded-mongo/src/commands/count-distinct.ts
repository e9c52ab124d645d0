// count, distinct
import type { Document } from 'bson';
import { collectionName, type Handler } from './types';
import { skipLimit } from '../query/projection';
import { pathValues } from '../storage/paths';
import { compareValues, valueKey } from '../storage/values';
import { fail, ErrorCodes } from '../errors';

export const count: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'count');
  const query = cmd.query ?? {};
  const skip = Number(cmd.skip ?? 0);
  const limit = Math.abs(Number(cmd.limit ?? 0));
  const coll = ctx.view.base(ctx.db, name);
  if (!Object.keys(query).length && !skip && !limit && !ctx.txn && !coll?.isView)
    return { n: coll?.docs.size ?? 0, ok: 1 };
  let n = 0;
  for (const _ of skipLimit(ctx.view.find(ctx.db, name, query, { collation: cmd.collation }), skip, limit)) n++;
  return { n, ok: 1 };
};

export const distinct: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'distinct');
  if (typeof cmd.key !== 'string')
    fail(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' is missing or not a string");
  const seen = new Map<string, unknown>();
  for (const doc of ctx.view.find(ctx.db, name, cmd.query ?? {}, { collation: cmd.collation })) {
    const { values } = pathValues(doc, cmd.key);
    for (const v of values) if (v !== undefined) seen.set(valueKey(v), v);
  }
  const values = [...seen.values()].sort((a, b) => compareValues(a, b));
  return { values, ok: 1 } as Document;
};
