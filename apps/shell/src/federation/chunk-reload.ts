const RELOAD_KEY = 'laurel.chunkReloadAt';
/** A second failure within this window does not reload again (no reload loops). */
const WINDOW_MS = 60_000;

/**
 * SPEC §8: a chunk that fails to load (a new deployment replaced the files) reloads the page once.
 * Matches the browser's and Module Federation's wording for a failed script or manifest fetch.
 */
export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err ?? '');
  return (
    /Failed to fetch dynamically imported module/i.test(text) ||
    /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk/i.test(text) ||
    /RUNTIME-008|Failed to load script resources/i.test(text)
  );
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Reloads once for a chunk-load error; returns true when it did. A sessionStorage stamp guards the loop. */
export function reloadOnceForChunkError(err: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(err)) return false;
  const last = Number(deps.storage.getItem(RELOAD_KEY) ?? 0);
  if (last && deps.now() - last < WINDOW_MS) return false;
  deps.storage.setItem(RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/** The browser version used by the error boundary and the global handlers. */
export function reloadOnceInBrowser(err: unknown): boolean {
  try {
    return reloadOnceForChunkError(err, {
      storage: sessionStorage,
      reload: () => location.reload(),
      now: () => Date.now(),
    });
  } catch {
    return false;
  }
}
