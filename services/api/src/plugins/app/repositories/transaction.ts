/**
 * Transactions for the repositories: `runInTransaction(client, work)` runs `work` in a MongoDB transaction
 * (the driver's withTransaction, which retries on transient errors such as WriteConflict), and every
 * repository call made inside it — however deep in the services — joins that transaction: the session is
 * carried by AsyncLocalStorage and added to each driver call by `sessionBound`. Work to do only once the
 * writes are committed (change notices) is queued with `afterCommit`, and dropped when the attempt fails.
 * The embedded server and MongoDB replica sets run transactions alike; a standalone mongod does not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ClientSession, Collection, Document, MongoClient } from 'mongodb';

interface Scope {
  session: ClientSession;
  afterCommit: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

export async function runInTransaction<T>(client: MongoClient, work: () => Promise<T>): Promise<T> {
  const session = client.startSession();
  try {
    let scope: Scope = { session, afterCommit: [] };
    let result: T | undefined;
    await session.withTransaction(async () => {
      scope = { session, afterCommit: [] };
      result = await scopes.run(scope, work);
    });
    for (const task of scope.afterCommit) task();
    return result as T;
  } finally {
    await session.endSession();
  }
}

/** Runs `task` once the current transaction commits (at once outside a transaction). */
export function afterCommit(task: () => void): void {
  const scope = scopes.getStore();
  if (scope) scope.afterCommit.push(task);
  else task();
}

/** Runs `work` outside any transaction (shared caches must not read a transaction's uncommitted writes). */
export const outsideTransaction = <T>(work: () => T): T => scopes.exit(work);

/** Where each collection method takes its options. */
const OPTIONS_AT: Record<string, number> = {
  find: 1,
  findOne: 1,
  insertOne: 1,
  insertMany: 1,
  deleteOne: 1,
  deleteMany: 1,
  countDocuments: 1,
  aggregate: 1,
  bulkWrite: 1,
  findOneAndDelete: 1,
  updateOne: 2,
  updateMany: 2,
  replaceOne: 2,
  findOneAndUpdate: 2,
  findOneAndReplace: 2,
  distinct: 2,
};

/** The collection, with the current transaction's session added to every call made inside one. */
export function sessionBound(collection: Collection<Document>): Collection<Document> {
  return new Proxy(collection, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      const at = typeof prop === 'string' ? OPTIONS_AT[prop] : undefined;
      if (at === undefined || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const scope = scopes.getStore();
        if (scope) {
          const given = (args[at] ?? {}) as Record<string, unknown>;
          args[at] = { ...given, session: scope.session };
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
