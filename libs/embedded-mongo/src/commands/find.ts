// find, getMore, killCursors
import { collectionName, type Handler } from './types';
import { fail, ErrorCodes } from '../errors';
import { validateSort } from '../query/sort';
import { project, skipLimit } from '../query/projection';

function nonNegative(v: unknown, field: string): number {
  if (v === undefined || v === null) return 0;
  const n = Number(v);
  if (!Number.isFinite(n)) fail(ErrorCodes.TypeMismatch, `${field} must be a number`);
  if (n < 0 && field !== 'limit') fail(ErrorCodes.BadValue, `${field} value must be non-negative, but received: ${n}`);
  return n;
}

export const find: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const filter = cmd.filter ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter))
    fail(ErrorCodes.TypeMismatch, "BSON field 'FindCommandRequest.filter' is the wrong type, expected type 'object'");
  const sort = validateSort(cmd.sort);
  const skip = nonNegative(cmd.skip, 'skip');
  let limit = nonNegative(cmd.limit, 'limit');
  let single = !!cmd.singleBatch;
  if (limit < 0) {
    limit = -limit;
    single = true;
  }
  const matched = ctx.view.find(ctx.db, name, filter, { sort, collation: cmd.collation });
  const docs = project(skipLimit(matched, skip, limit), cmd.projection, filter);
  const batchSize = cmd.batchSize === undefined ? undefined : nonNegative(cmd.batchSize, 'batchSize');
  const first = limit > 0 && (batchSize === undefined || batchSize > limit) ? limit : batchSize;
  return ctx.state.cursors.open(`${ctx.db}.${name}`, docs, first, ctx.sessionKey, single);
};

export const getMore: Handler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collection');
  return ctx.state.cursors.more(`${ctx.db}.${name}`, cmd.getMore, cmd.batchSize, cmd.maxTimeMS);
};

export const killCursors: Handler = (cmd, ctx) => {
  if (!Array.isArray(cmd.cursors)) fail(ErrorCodes.TypeMismatch, 'killCursors.cursors must be an array');
  return ctx.state.cursors.kill(cmd.cursors);
};
