/**
 * Results of bulk chunks sent with an Idempotency-Key: stored in the chunk's own transaction, so a key has a
 * stored result exactly when the chunk's writes were committed; a retry gets that result back instead of
 * applying the chunk again. Kept for a day (the retention sweep).
 */
import type { ItemResult } from '@laurel/domain';
import { BaseRepository } from './base-repository';

export interface IdempotencyDoc {
  /** A hash of the user, the operation and the client's key. */
  _id: string;
  userId: string;
  operation: string;
  /** A hash of the request body: the same key with another body is refused. */
  bodyHash: string;
  results: ItemResult[];
  createdAt: string;
}

export class IdempotencyRepository extends BaseRepository<IdempotencyDoc> {
  byKey(id: string): Promise<IdempotencyDoc | null> {
    return this.findOne({ _id: id as never });
  }

  /** Drops results stored before `before` (ISO time). */
  sweep(before: string): Promise<number> {
    return this.deleteHard({ createdAt: { $lt: before } });
  }
}
