import { loadRemoteModule, peekRemoteModule } from './load-remote-module';
import type { ModuleOf } from './remote-modules';
import { remoteForPath, type RemoteName } from './remotes-config';

/** How long the first render waits for its remote before rendering anyway (RemotePage then shows loading/errors). */
export const WARM_LIMIT_MS = 5000;

/** Loads in flight: the host's start and the bootstrap share one. */
const warming = new Map<string, Promise<void>>();

/**
 * Loads a remote module before the first render, so `RemotePage` finds it loaded and renders the page at
 * once. Without it the first page suspends, and React holds revealed content back for up to 300 ms after a
 * fallback (measured: content ready at ~510 ms, painted at ~880 ms). Never fails: a remote that is missing,
 * broken or slower than `limitMs` is left to `RemotePage`'s own handling.
 */
export async function warmRemote<R extends RemoteName>(
  remote: R,
  module: ModuleOf<R>,
  limitMs = WARM_LIMIT_MS,
): Promise<void> {
  const key = `${remote}/${module}`;
  let loading = warming.get(key);
  if (!loading) {
    loading = loadRemoteModule(remote, module).then(
      () => undefined,
      () => undefined,
    );
    warming.set(key, loading);
    void loading.then(() => warming.delete(key));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  await Promise.race([loading, limit]);
  clearTimeout(timer);
}

/**
 * Warms the remote the first screen of `pathname` needs, and the page's own code in it (the public site's
 * `preloadPage`: its pages beyond Home are a chunk of their own); resolves at once when it needs none.
 */
export async function warmFirstScreen(pathname: string, limitMs = WARM_LIMIT_MS): Promise<void> {
  const started = Date.now();
  const first = remoteForPath(pathname);
  if (!first) return;
  await warmRemote(first.remote, first.module as ModuleOf<typeof first.remote>, limitMs);
  const pages = first.remote === 'public_site' ? peekRemoteModule('public_site', './pages') : undefined;
  if (!pages?.preloadPage) return;
  await untilDone(pages.preloadPage(pathname), limitMs - (Date.now() - started));
}

/** Waits for `work` at most `ms` (never fails). */
export async function untilDone(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  await Promise.race([work.catch(() => undefined), limit]);
  clearTimeout(timer);
}
