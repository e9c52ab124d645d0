import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadedModulesOf, replaceLoadedModules } from './load-remote-module';
import { parseRemotesJson, type RemoteName } from './remotes-config';
import { untilDone } from './warm-remote';
import { nextRemoteGeneration } from './remote-generations';

/**
 * A new version of a remote reaches a running page (issue 28, "remotes deployed apart"). At each navigation and
 * each change notice the shell reads /remotes.json and the manifest of every remote it is running (both
 * revalidated: a 304 when nothing changed). A manifest naming another remote entry than the running one (entry
 * files are named by their content) is a new version: it is registered, its modules and the current page's own
 * code are loaded, and only then swapped in, in a transition, so the page shows the old version until the new
 * one renders at once: no loading frame, no reload. The other remotes are not read again. A version that fails
 * to load is left aside for a minute (the running one stays); nothing here ever reloads the page.
 */

const RETRY_FAILED_MS = 60_000;
/** The remote entry each remote runs (absolute URL), as loaded. */
const running = new Map<RemoteName, string>();
const failedAt = new Map<string, number>();
let inFlight: Promise<void> | null = null;

/** The remote entry a manifest names, as an absolute URL (null when it names none). */
export function entryOfManifest(manifest: unknown, manifestUrl: string): string | null {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } } | null)?.metaData
    ?.remoteEntry;
  if (!entry?.name) return null;
  const folder = entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  return new URL(`${folder}${entry.name}`, manifestUrl).href;
}

/** The entry the federation runtime loaded the remote from (kept from the first check on). */
function runningEntry(remote: RemoteName): string | undefined {
  if (!running.has(remote)) {
    const loaded = getInstance()?.moduleCache.get(remote)?.remoteInfo.entry;
    if (loaded) running.set(remote, new URL(loaded, location.href).href);
  }
  return running.get(remote);
}

const readJson = async (url: string): Promise<unknown> => {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/**
 * Loads the new version while the old one runs. Both versions' chunks announce themselves on one global array
 * (`rspackChunk<name>`): the new runtime gets a fresh one, or it would take the old version's chunks (same ids,
 * other code) for its own; the old array comes back if the new version fails.
 */
async function loadVersion(remote: RemoteName, manifestUrl: string, modules: string[]): Promise<unknown[]> {
  const chunkGlobal = `rspackChunk${remote}`;
  const scope = window as unknown as Record<string, unknown>;
  const previous = scope[chunkGlobal];
  scope[chunkGlobal] = [];
  registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
  try {
    const loaded = await Promise.all(modules.map((m) => loadRemote(`${remote}/${m.replace(/^\.\//, '')}`)));
    if (loaded.some((m) => !m)) throw new Error(`${remote}: a module of the new version did not load`);
    const pages = remote === 'public_site' ? (loaded[modules.indexOf('./pages')] as PagesModule | undefined) : null;
    if (pages?.preloadPage) await untilDone(pages.preloadPage(location.pathname), 5000);
    return loaded;
  } catch (err) {
    scope[chunkGlobal] = previous;
    throw err;
  }
}

interface PagesModule {
  preloadPage?: (pathname: string) => Promise<unknown>;
}

async function check(): Promise<void> {
  const remotes = [...new Set(loadedModulesOf().map((m) => m.remote))];
  if (remotes.length === 0) return;
  const listed = parseRemotesJson(await readJson('/remotes.json'));
  for (const remote of remotes) {
    const item = listed.find((r) => r.name === remote);
    if (!item) continue; // no longer listed: the running version stays
    const manifestUrl = new URL(item.entry, location.href).href;
    const entry = entryOfManifest(await readJson(manifestUrl), manifestUrl);
    const current = runningEntry(remote);
    if (!entry || !current || entry === current) continue;
    if (Date.now() - (failedAt.get(entry) ?? -Infinity) < RETRY_FAILED_MS) continue;
    const modules = loadedModulesOf()
      .filter((m) => m.remote === remote)
      .map((m) => m.module);
    try {
      const loaded = await loadVersion(remote, manifestUrl, modules);
      running.set(remote, entry);
      replaceLoadedModules(remote, modules, loaded);
      nextRemoteGeneration(remote);
    } catch (err) {
      failedAt.set(entry, Date.now());
      console.warn(`A new version of ${remote} could not be loaded; the running one stays`, err);
    }
  }
}

/** Looks for new versions of the running remotes (one look at a time; never fails). */
export function checkForRemoteUpdates(): Promise<void> {
  inFlight ??= check()
    .catch((err: unknown) => console.warn('Could not look for new versions of the remotes', err))
    .finally(() => (inFlight = null));
  return inFlight;
}
