// Reading change streams in tests: the next event within a time limit, or proof that none came.
import type { ChangeStream, ChangeStreamDocument, Document } from 'mongodb';

export async function nextEvent<T extends Document = Document>(
  stream: ChangeStream<T>,
  ms = 5000,
): Promise<ChangeStreamDocument<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no change event within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([stream.next(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every event that arrives until one empty await (the stream must use a short maxAwaitTimeMS). */
export async function drain<T extends Document = Document>(
  stream: ChangeStream<T>,
): Promise<ChangeStreamDocument<T>[]> {
  const out: ChangeStreamDocument<T>[] = [];
  for (let e = await stream.tryNext(); e; e = await stream.tryNext()) out.push(e);
  return out;
}

/** The event without the fields that differ on every run (token, times). */
export function shape(e: Document): Document {
  const { _id, clusterTime, wallTime, ...rest } = e;
  void _id;
  void clusterTime;
  void wallTime;
  return rest;
}
