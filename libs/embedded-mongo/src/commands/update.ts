// update: operators, replacement and pipeline updates; upsert, multi, arrayFilters, collation.
import type { Document } from 'bson';
import type { Handler, CommandContext } from './types';
import { writableCollection } from './views';
import { fail, ErrorCodes } from '../errors';
import { applyUpdate, upsertSeed } from '../query/update';
import { valueKey } from '../storage/values';
import { runStatements, withWriteErrors } from './write-result';
import { validateSort } from '../query/sort';
import { isOperatorUpdate } from '../query/update-validate';

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The document before and after the (last) change. */
  before?: Document;
  after?: Document;
}

/** One update statement; shared by update and findAndModify. */
export function updateStatement(ctx: CommandContext, name: string, s: Document): UpdateOutcome {
  const q = s.q ?? {};
  if (typeof q !== 'object' || Array.isArray(q)) fail(ErrorCodes.TypeMismatch, 'q must be an object');
  const u = s.u;
  if (!u || typeof u !== 'object') fail(ErrorCodes.FailedToParse, 'u must be an object or an array');
  if (s.multi && !Array.isArray(u) && Object.keys(u).length && !Object.keys(u)[0].startsWith('$'))
    fail(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
  const options = { arrayFilters: s.arrayFilters, query: q };
  const replacement = !Array.isArray(u) && !isOperatorUpdate(u);
  const found = ctx.view.find(ctx.db, name, q, { collation: s.collation, sort: validateSort(s.sort) });
  const targets: Document[] = [];
  for (const doc of found) {
    targets.push(doc);
    if (!s.multi) break;
  }
  const outcome: UpdateOutcome = { matched: 0, modified: 0 };
  for (const doc of targets) {
    const next = applyUpdate(doc, u, options);
    outcome.matched++;
    outcome.before = doc;
    outcome.after = doc;
    if (valueKey(next) !== valueKey(doc)) {
      ctx.view.replace(ctx.db, name, doc, next, replacement);
      outcome.modified++;
      outcome.after = next;
    }
  }
  if (outcome.matched === 0 && s.upsert) {
    const seed = Array.isArray(u) || Object.keys(u)[0]?.startsWith('$') ? upsertSeed(q) : { _id: upsertSeed(q)._id };
    const doc = applyUpdate(seed, u, { ...options, isInsert: true });
    ctx.view.insert(ctx.db, name, doc);
    outcome.upsertedId = doc._id;
    outcome.after = doc;
  }
  return outcome;
}

export const update: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'update', ctx);
  if (!Array.isArray(cmd.updates)) fail(ErrorCodes.TypeMismatch, 'update.updates must be an array');
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = runStatements(cmd.updates as Document[], cmd.ordered !== false, (s, index) => {
    const r = updateStatement(ctx, name, s);
    n += r.matched;
    nModified += r.modified;
    if (r.upsertedId !== undefined) {
      n += 1;
      upserted.push({ index, _id: r.upsertedId });
    }
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors, !!ctx.txn);
};
