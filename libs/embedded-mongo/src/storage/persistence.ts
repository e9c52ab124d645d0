// Where committed operations go. Memory-only servers keep nothing; see ./durable-store for dbPath.
import type { Op } from './op';

export interface Persistence {
  /** True when acknowledged writes survive a restart. */
  readonly durable: boolean;
  /** Resolves once `ops` are on stable storage. */
  commit(ops: Op[]): Promise<void>;
  close(): Promise<void>;
}

export class MemoryPersistence implements Persistence {
  readonly durable = false;
  async commit(): Promise<void> {}
  async close(): Promise<void> {}
}
