// endSessions, commitTransaction, abortTransaction, and the session commands the driver may send.
import type { Binary, Document } from 'bson';
import type { Handler } from './types';
import { fail, ErrorCodes } from '../errors';

export function sessionKeyOf(lsid: Document | undefined): string | undefined {
  const id = lsid?.id as Binary | undefined;
  if (!id) return undefined;
  return Buffer.from(id.buffer).toString('hex');
}

const commitTransaction: Handler = (_cmd, ctx) => {
  if (!ctx.txn) fail(ErrorCodes.IllegalOperation, 'commitTransaction must be run within a transaction');
  ctx.view.ops.push(...ctx.state.txns.commit(ctx.txn));
  return { ok: 1 };
};

const abortTransaction: Handler = (_cmd, ctx) => {
  if (!ctx.txn) fail(ErrorCodes.IllegalOperation, 'abortTransaction must be run within a transaction');
  if (ctx.txn.state === 'committed') fail(ErrorCodes.TransactionCommitted, 'Transaction has been committed');
  ctx.state.txns.abort(ctx.txn);
  return { ok: 1 };
};

const endSessions: Handler = (cmd, ctx) => {
  const first = cmd[Object.keys(cmd)[0]];
  const list = Array.isArray(first) ? (first as Document[]) : [];
  for (const lsid of list) {
    const key = sessionKeyOf(lsid);
    if (!key) continue;
    ctx.state.txns.endSession(key);
    ctx.state.retryable.endSession(key);
    ctx.state.cursors.killSession(key);
  }
  return { ok: 1 };
};

export const sessionCommands: Record<string, Handler> = {
  committransaction: commitTransaction,
  aborttransaction: abortTransaction,
  endsessions: endSessions,
  killsessions: endSessions,
  refreshsessions: () => ({ ok: 1 }),
  startsession: () => ({ ok: 1 }),
};
