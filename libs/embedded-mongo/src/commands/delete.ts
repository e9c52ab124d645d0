// delete
import type { Document } from 'bson';
import type { Handler } from './types';
import { writableCollection } from './views';
import { fail, ErrorCodes } from '../errors';
import { runStatements, withWriteErrors } from './write-result';

export const del: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'delete', ctx);
  if (!Array.isArray(cmd.deletes)) fail(ErrorCodes.TypeMismatch, 'delete.deletes must be an array');
  let n = 0;
  const writeErrors = runStatements(cmd.deletes as Document[], cmd.ordered !== false, (s) => {
    const limit = Number(s.limit ?? 0);
    if (limit !== 0 && limit !== 1) fail(ErrorCodes.BadValue, 'The limit field in delete objects must be 0 or 1');
    const victims: Document[] = [];
    for (const doc of ctx.view.find(ctx.db, name, s.q ?? {}, { collation: s.collation })) {
      victims.push(doc);
      if (limit === 1) break;
    }
    for (const doc of victims) ctx.view.remove(ctx.db, name, doc);
    n += victims.length;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors, !!ctx.txn);
};
