/**
 * One chunk of a bulk save (≤150 patches, ≤50 deletes) as a unit: all its writes in one transaction, so after
 * a crash either every accepted item of the chunk is saved or none is; items the caller may not touch are
 * refused per item (`{_id, ok: false, message}`) and change nothing. With an `Idempotency-Key` header the
 * chunk's result is stored in the same transaction, and a retry with the same key (and body) gets that result
 * back without applying anything again; the same key with another body is refused (422).
 */
import { createHash } from 'node:crypto';
import type { BulkChunkHeaders, ItemResult } from '@laurel/domain';
import { HttpError } from '../plugins/app/http-errors';
import type { AuthedCtx } from './context';

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was already used for a different request.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export async function atomicChunk(
  ctx: AuthedCtx,
  operation: string,
  key: string | undefined,
  body: unknown,
  run: () => Promise<ItemResult[]>,
): Promise<ItemResult[]> {
  const { repos } = ctx.app;
  const id = key ? sha256(`${ctx.user._id}\n${operation}\n${key}`) : null;
  const bodyHash = sha256(JSON.stringify(body));
  return repos.transaction(async () => {
    if (id) {
      const prior = await repos.idempotency.byKey(id);
      if (prior) {
        if (prior.bodyHash !== bodyHash) throw new HttpError(422, IDEMPOTENCY_MISMATCH);
        return prior.results;
      }
    }
    const results = await run();
    if (id)
      await repos.idempotency.insertOne({
        _id: id,
        userId: ctx.user._id,
        operation,
        bodyHash,
        results,
        createdAt: new Date().toISOString(),
      });
    return results;
  });
}

/** A bulk route's chunk: its Idempotency-Key header and body, and the operation to run as one transaction. */
export function bulkChunk(
  ctx: AuthedCtx,
  operation: string,
  request: { headers: BulkChunkHeaders; body: unknown },
  run: (ctx: AuthedCtx) => Promise<ItemResult[]>,
): Promise<ItemResult[]> {
  return atomicChunk(ctx, operation, request.headers['idempotency-key'], request.body, () => run(ctx));
}
