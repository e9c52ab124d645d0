// Runs the statements of a write command (insert/update/delete) with ordered/unordered semantics.
import type { Document } from 'bson';
import { asServerError, MongoServerError } from '../errors';

export function runStatements<T>(items: T[], ordered: boolean, each: (item: T, index: number) => void): Document[] {
  const writeErrors: Document[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      each(items[i], i);
    } catch (err) {
      const e = asServerError(err);
      // Inside a transaction an error aborts the whole command (and transaction).
      if (e.code === 112 || e.code === 251 || e.labels.includes('TransientTransactionError')) throw e;
      writeErrors.push(e.toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors;
}

export function withWriteErrors(reply: Document, writeErrors: Document[], inTransaction: boolean): Document {
  if (writeErrors.length && inTransaction) {
    // A write error inside a transaction fails the command; the transaction is then aborted.
    const first = writeErrors[0];
    throw new MongoServerError(first.code, first.errmsg, { keyPattern: first.keyPattern, keyValue: first.keyValue });
  }
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}
