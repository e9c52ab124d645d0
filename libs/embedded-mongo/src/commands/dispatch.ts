// Routes a command document to its handler, inside or outside a transaction, and makes its
// writes durable before the reply.
import { Long, type Document } from 'bson';
import type { CommandContext, Handler, ServerState } from './types';
import { asServerError, MongoServerError, ErrorCodes } from '../errors';
import { LiveView } from '../storage/view';
import { TxnView } from '../txn/txn-view';
import { handshakeCommands } from './handshake';
import { adminCommands } from './admin';
import { indexCommands } from './indexes';
import { sessionCommands, sessionKeyOf } from './sessions';
import { insert } from './insert';
import { update } from './update';
import { del } from './delete';
import { find, getMore, killCursors } from './find';
import { aggregate } from './aggregate';
import { count, distinct } from './count-distinct';
import { findAndModify } from './find-and-modify';
import { explain } from './explain';
import { dbHash } from './db-hash';
import { ViewReads } from './view-reads';
import { commitWrites, type TxnMeta } from '../changes/commit-writes';
import { retryableTxnNumber } from '../txn/retryable-writes';
import type { ConnectionInfo } from '../wire/connection';

const handlers: Record<string, Handler> = {
  ...handshakeCommands,
  ...adminCommands,
  ...indexCommands,
  ...sessionCommands,
  insert,
  update,
  delete: del,
  find,
  getmore: getMore,
  killcursors: killCursors,
  aggregate,
  count,
  distinct,
  findandmodify: findAndModify,
  explain,
  dbhash: dbHash,
};

const TXN_COMMANDS = new Set(['committransaction', 'aborttransaction']);

export function runCommand(state: ServerState, cmd: Document, connection: ConnectionInfo): Promise<Document> {
  const name = Object.keys(cmd)[0]?.toLowerCase() ?? '';
  const handler = handlers[name];
  if (!handler) {
    return Promise.resolve(
      new MongoServerError(ErrorCodes.CommandNotFound, `no such command: '${Object.keys(cmd)[0] ?? ''}'`).toReply(),
    );
  }
  const sessionKey = sessionKeyOf(cmd.lsid);
  const txnNumber = retryableTxnNumber(cmd, name);
  if (sessionKey && txnNumber !== undefined)
    return state.retryable.run(sessionKey, txnNumber, () => execute(state, cmd, name, handler, connection, sessionKey));
  return execute(state, cmd, name, handler, connection, sessionKey);
}

async function execute(
  state: ServerState,
  cmd: Document,
  name: string,
  handler: Handler,
  connection: ConnectionInfo,
  sessionKey: string | undefined,
): Promise<Document> {
  const ctx: CommandContext = {
    state,
    db: typeof cmd.$db === 'string' ? cmd.$db : 'admin',
    view: new LiveView(state.engine),
    sessionKey,
    connectionId: connection.id,
    localAddress: connection.localAddress,
  };
  try {
    if (cmd.autocommit === false && cmd.txnNumber !== undefined && sessionKey) {
      ctx.txn = state.txns.forCommand(sessionKey, Number(cmd.txnNumber), cmd.startTransaction === true, name);
      ctx.view = new TxnView(state.engine, state.txns, ctx.txn);
    } else if (TXN_COMMANDS.has(name)) {
      throw new MongoServerError(
        ErrorCodes.BadValue,
        `${Object.keys(cmd)[0]} requires a transaction (txnNumber and autocommit: false)`,
      );
    }
    ctx.view = new ViewReads(ctx.view, ctx);
    let reply = handler(cmd, ctx);
    if (reply instanceof Promise) reply = await reply;
    // Queue the journal record in the same tick as the in-memory change, so that journal order
    // is apply order; then wait until it is on disk before replying.
    if (ctx.view.ops.length) await commit(state, ctx, cmd, name);
    return reply;
  } catch (err) {
    const e = asServerError(err);
    if (ctx.txn && !TXN_COMMANDS.has(name)) state.txns.abort(ctx.txn);
    if (ctx.view.ops.length) await commit(state, ctx, cmd, name);
    return e.toReply();
  }
}

/** Journals the command's writes; a committed transaction's changes carry its session and number. */
function commit(state: ServerState, ctx: CommandContext, cmd: Document, name: string): Promise<void> {
  const txn: TxnMeta | undefined =
    ctx.txn && name === 'committransaction'
      ? { lsid: cmd.lsid, txnNumber: Long.fromNumber(ctx.txn.number) }
      : undefined;
  return commitWrites(state.engine, state.persistence, ctx.view.ops, txn);
}
