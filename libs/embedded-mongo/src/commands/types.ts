// Shared types for command handlers.
import type { Document, ObjectId } from 'bson';
import type { Engine } from '../storage/engine';
import type { DataView } from '../storage/view';
import type { CursorStore } from './cursor-store';
import type { TransactionManager, Transaction } from '../txn/transactions';
import type { Persistence } from '../storage/persistence';
import type { RetryableWrites } from '../txn/retryable-writes';
import { fail, ErrorCodes } from '../errors';

export interface ServerState {
  engine: Engine;
  persistence: Persistence;
  cursors: CursorStore;
  txns: TransactionManager;
  startedAt: Date;
  host: string;
  port: number;
  connections: { current: number; total: number };
  retryable: RetryableWrites;
  /** Identifies this run of the server in hello's topologyVersion. */
  processId: ObjectId;
  /** Aborted when the server closes (ends awaitable hellos). */
  shutdown: AbortSignal;
  /** Replica set name when the server presents itself as a one-member replica set. */
  replSet?: string;
}

export interface CommandContext {
  state: ServerState;
  /** The command's database ($db). */
  db: string;
  view: DataView;
  txn?: Transaction;
  /** Session id key (from lsid), when the command carries one. */
  sessionKey?: string;
  connectionId: number;
  /** host:port the client reached this server at. */
  localAddress: string;
}

export type Handler = (cmd: Document, ctx: CommandContext) => Document | Promise<Document>;

/** The collection name a command names in its first field, validated. */
export function collectionName(cmd: Document, field: string): string {
  const name = cmd[field];
  if (typeof name !== 'string' || name === '') {
    fail(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof name}`);
  }
  return name;
}
