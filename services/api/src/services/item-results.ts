/** Bulk operations report per item: `{_id, ok, message?}`. A refused item (an HttpError) does not stop the others. */
import type { ItemResult } from '@laurel/domain';
import { HttpError } from '../plugins/app/http-errors';

/** Runs `run` for each item in turn; HTTP errors become failed results, anything else stops the operation. */
export async function eachItem<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  run: (item: T) => Promise<unknown>,
): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const item of items) {
    const _id = idOf(item);
    try {
      await run(item);
      results.push({ _id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ _id, ok: false, message: err.message });
    }
  }
  return results;
}
