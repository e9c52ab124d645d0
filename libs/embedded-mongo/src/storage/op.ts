import type { Document, Long, Timestamp } from 'bson';
import type { IndexSpec } from './index';

/** One change of the engine's data (storage/engine.ts applies it; the journal and the oplog keep it). */
export type Op =
  /** `r`: the document was replaced whole (replaceOne), not updated. */
  | { op: 'put'; db: string; c: string; doc: Document; r?: true }
  | { op: 'del'; db: string; c: string; id: unknown }
  | { op: 'create'; db: string; c: string; options?: Document }
  | { op: 'drop'; db: string; c: string }
  | { op: 'dropDb'; db: string }
  | { op: 'index'; db: string; c: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; c: string; name: string }
  | { op: 'rename'; db: string; c: string; toDb: string; toC: string }
  /** First op of every journal record: the write's cluster time (and transaction, if any). */
  | { op: 'clock'; ts: Timestamp; wall: Date; lsid?: Document; txnNumber?: Long | number };
