// Durable storage for dbPath (journal + snapshot). Placeholder until the journal lands.
import type { Engine } from './engine';
import type { Persistence } from './persistence';

export async function openDurableStore(_dir: string, _engine: Engine): Promise<Persistence> {
  throw new Error('dbPath is not supported yet');
}
