import { reloadOnceInBrowser } from './chunk-reload';

/**
 * SPEC §8: a chunk-load failure anywhere ('Failed to fetch dynamically imported module', rspack's
 * ChunkLoadError, Module Federation's script errors) reloads the page once; other errors go to the console.
 */
export function installChunkErrorReload(): void {
  window.addEventListener('unhandledrejection', (e) => {
    reloadOnceInBrowser(e.reason);
  });
  window.addEventListener('error', (e) => {
    reloadOnceInBrowser(e.error ?? e.message);
  });
}
