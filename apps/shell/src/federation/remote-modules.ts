import { REMOTES, type RemoteModuleName, type RemoteName } from '@laurel/domain';
import type { RemoteModules } from '@laurel/ui';

/**
 * The typed surface each remote exposes: its contract in @laurel/domain (modules and pages), typed with React
 * in @laurel/ui. Apps never import each other; a missing export shows "not available" rather than a crash.
 */
export type { RemoteModules };

export type ModuleOf<R extends RemoteName> = RemoteModuleName<R>;
/** An export of a remote module: one of its pages, or another export its type names (`preloadPage`). */
export type ExportOf<R extends RemoteName, M extends ModuleOf<R>> = keyof RemoteModules[R][M] & string;

/** A remote's human name for the "not available" screen, from its contract. */
export const remoteTitle = (remote: RemoteName): string => REMOTES[remote].title;
