import { useSyncExternalStore } from 'react';

/** A change the server did not accept: kept with what was typed, so nothing is lost, and a way to retry. */
export interface FailedSave {
  key: string;
  /** What the change was, for the chrome ("Name of Ada Lovelace"). */
  label: string;
  /** The value the editor typed (fields show it again when they come back). */
  value: unknown;
  retry: () => Promise<void>;
}

type Listener = () => void;

/** Failed saves of this editing session, by key (one per field of a document). */
export function createSaveRegistry() {
  let failed = new Map<string, FailedSave>();
  let snapshot: FailedSave[] = [];
  const listeners = new Set<Listener>();
  const changed = () => {
    snapshot = [...failed.values()];
    for (const l of listeners) l();
  };
  return {
    fail(entry: FailedSave) {
      failed = new Map(failed).set(entry.key, entry);
      changed();
    },
    clear(key: string) {
      if (!failed.has(key)) return;
      failed = new Map(failed);
      failed.delete(key);
      changed();
    },
    get: (key: string) => failed.get(key),
    list: () => snapshot,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Retries every failed save; those that fail again stay listed. */
    async retryAll() {
      await Promise.allSettled(snapshot.map((f) => f.retry()));
    },
  };
}

export type SaveRegistry = ReturnType<typeof createSaveRegistry>;

/** The one registry of the cms remote (one editor, one page at a time). */
export const saveRegistry = createSaveRegistry();

export function useFailedSaves(): FailedSave[] {
  return useSyncExternalStore(saveRegistry.subscribe, saveRegistry.list, saveRegistry.list);
}
