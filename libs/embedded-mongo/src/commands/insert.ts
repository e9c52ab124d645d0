// insert
import { BSON, ObjectId, type Document } from 'bson';
import type { Handler } from './types';
import { writableCollection } from './views';
import { fail, ErrorCodes } from '../errors';
import { idFirst, MAX_DOC_SIZE } from '../query/update';
import { runStatements, withWriteErrors } from './write-result';

export function validateNewDocument(doc: unknown): Document {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    fail(ErrorCodes.TypeMismatch, 'document to insert must be an object');
  const d = doc as Document;
  if (Array.isArray(d._id)) fail(ErrorCodes.BadValue, "can't use an array for _id");
  if (d._id instanceof RegExp) fail(ErrorCodes.BadValue, "can't use a regex for _id");
  for (const k of Object.keys(d))
    if (k.startsWith('$')) fail(ErrorCodes.BadValue, `Document can't have $ prefixed field names: ${k}`);
  if (BSON.calculateObjectSize(d) > MAX_DOC_SIZE)
    fail(
      ErrorCodes.BSONObjectTooLarge,
      `object to insert too large. size in bytes: ${BSON.calculateObjectSize(d)}, max size: ${MAX_DOC_SIZE}`,
    );
  if (d._id === undefined) return { _id: new ObjectId(), ...d };
  return idFirst(d);
}

export const insert: Handler = (cmd, ctx) => {
  const name = writableCollection(cmd, 'insert', ctx);
  const docs = cmd.documents;
  if (!Array.isArray(docs)) fail(ErrorCodes.TypeMismatch, 'insert.documents must be an array');
  let n = 0;
  const writeErrors = runStatements(docs, cmd.ordered !== false, (doc) => {
    ctx.view.insert(ctx.db, name, validateNewDocument(doc));
    n++;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors, !!ctx.txn);
};
