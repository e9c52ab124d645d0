// findAndModify (findOneAndUpdate / findOneAndReplace / findOneAndDelete)
import type { Document } from 'bson';
import type { Handler } from './types';
import { writableCollection } from './views';
import { fail, ErrorCodes } from '../errors';
import { validateSort } from '../query/sort';
import { project } from '../query/projection';
import { updateStatement } from './update';

function shape(doc: Document | undefined, fields: Document | undefined): Document | null {
  if (!doc) return null;
  return [...project([doc], fields)][0] ?? null;
}

export const findAndModify: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, Object.keys(cmd)[0], ctx);
  const query = cmd.query ?? {};
  const sort = validateSort(cmd.sort);
  if (cmd.remove && cmd.update !== undefined)
    fail(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!cmd.remove && cmd.update === undefined)
    fail(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  if (cmd.remove) {
    if (cmd.upsert) fail(ErrorCodes.FailedToParse, 'Cannot specify both upsert=true and remove=true');
    const [doc] = ctx.view.find(ctx.db, name, query, { sort, collation: cmd.collation });
    if (doc) ctx.view.remove(ctx.db, name, doc);
    return { lastErrorObject: { n: doc ? 1 : 0 }, value: shape(doc, cmd.fields), ok: 1 };
  }
  const r = updateStatement(ctx, name, {
    q: query,
    u: cmd.update,
    upsert: !!cmd.upsert,
    multi: false,
    sort,
    arrayFilters: cmd.arrayFilters,
    collation: cmd.collation,
  });
  const lastErrorObject: Document = {
    n: r.matched || (r.upsertedId !== undefined ? 1 : 0),
    updatedExisting: r.matched > 0,
  };
  if (r.upsertedId !== undefined) lastErrorObject.upserted = r.upsertedId;
  const value = cmd.new ? r.after : r.upsertedId !== undefined ? undefined : r.before;
  return { lastErrorObject, value: shape(value, cmd.fields), ok: 1 };
};
