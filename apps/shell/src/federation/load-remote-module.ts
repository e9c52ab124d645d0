import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExportOf, ModuleOf, RemoteModules } from './remote-modules';
import { isRegistered, type RemoteName } from './remotes-config';

/** Thrown when a remote is not deployed (absent from /remotes.json) or lacks the requested export. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'not-deployed' | 'missing-export' | 'load-failed',
    detail?: string,
  ) {
    super(`Remote ${remote} is not available (${reason}${detail ? `: ${detail}` : ''})`);
    this.name = 'RemoteUnavailableError';
  }
}

const loaded = new Map<string, unknown>();

/** The remote modules loaded so far (remote-updates.ts looks for new versions of these). */
export function loadedModulesOf(): { remote: RemoteName; module: string }[] {
  return [...loaded.keys()].map((key) => {
    const at = key.indexOf('/');
    return { remote: key.slice(0, at) as RemoteName, module: key.slice(at + 1) };
  });
}

/** A new version's modules take the place of the running ones (remote-updates.ts). */
export function replaceLoadedModules(remote: RemoteName, modules: string[], values: unknown[]): void {
  modules.forEach((module, i) => loaded.set(`${remote}/${module}`, values[i]));
}

/** A remote module that has already loaded, synchronously (so later pages render without suspending). */
export function peekRemoteModule<R extends RemoteName, M extends ModuleOf<R>>(
  remote: R,
  module: M,
): RemoteModules[R][M] | undefined {
  return loaded.get(`${remote}/${module}`) as RemoteModules[R][M] | undefined;
}

/** `loadRemote` with the types of `RemoteModules`: `loadRemoteModule('public_site', './pages')`. */
export async function loadRemoteModule<R extends RemoteName, M extends ModuleOf<R>>(
  remote: R,
  module: M,
): Promise<RemoteModules[R][M]> {
  if (!isRegistered(remote)) throw new RemoteUnavailableError(remote, 'not-deployed');
  const mod = await loadRemote<RemoteModules[R][M]>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!mod) throw new RemoteUnavailableError(remote, 'load-failed');
  loaded.set(`${remote}/${module}`, mod);
  return mod;
}

/** One export of a remote module, e.g. the `HomePage` component of `public_site/pages`. */
export async function loadRemoteExport<R extends RemoteName, M extends ModuleOf<R>, N extends ExportOf<R, M>>(
  remote: R,
  module: M,
  name: N,
): Promise<RemoteModules[R][M][N]> {
  const mod = await loadRemoteModule(remote, module);
  const value = mod[name as unknown as keyof typeof mod];
  if (value === undefined) throw new RemoteUnavailableError(remote, 'missing-export', name);
  return value as RemoteModules[R][M][N];
}
