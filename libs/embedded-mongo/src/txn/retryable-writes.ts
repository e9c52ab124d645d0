// Retryable writes: a write sent with a session and a txnNumber (outside a transaction) runs once;
// the driver's retry of it (same session, same txnNumber, after a lost connection) gets the first
// attempt's reply instead of running again. The driver only retries against a replica set, so this
// matters when the server runs with `replSet`. Kept in memory, per session.
import { Long, type Document } from 'bson';
import { MongoServerError, ErrorCodes } from '../errors';

export const RETRYABLE_COMMANDS = new Set(['insert', 'update', 'delete', 'findandmodify']);

export class RetryableWrites {
  private readonly last = new Map<string, { txnNumber: number; reply: Promise<Document> }>();

  run(sessionKey: string, txnNumber: number, execute: () => Promise<Document>): Promise<Document> {
    const last = this.last.get(sessionKey);
    if (last && last.txnNumber === txnNumber) return last.reply;
    if (last && last.txnNumber > txnNumber) {
      return Promise.resolve(
        new MongoServerError(
          ErrorCodes.TransactionTooOld,
          `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${last.txnNumber} has already started on this session.`,
        ).toReply(),
      );
    }
    const reply = execute();
    this.last.set(sessionKey, { txnNumber, reply });
    return reply;
  }

  endSession(sessionKey: string): void {
    this.last.delete(sessionKey);
  }
}

/** The txnNumber of a retryable write (not of a transaction), or undefined. */
export function retryableTxnNumber(cmd: Document, name: string): number | undefined {
  if (!RETRYABLE_COMMANDS.has(name) || cmd.autocommit !== undefined || cmd.txnNumber === undefined) return undefined;
  return cmd.txnNumber instanceof Long ? cmd.txnNumber.toNumber() : Number(cmd.txnNumber);
}
