import type { ComponentType } from 'react';
import type { RemoteModuleName, RemoteName, RemotePageName } from '@laurel/domain';
import type { EditControls } from './edit-slots';

/** A page the shell routes to: it takes no props (it reads the URL). */
export type RemotePageComponent = ComponentType<Record<string, never>>;

/** What remote modules export besides their pages (the contracts in @laurel/domain name the pages). */
interface OtherExports {
  public_site: {
    './pages': {
      /** Loads the code of its own that the page at `pathname` needs before its first render. */
      preloadPage?: (pathname: string) => Promise<void>;
      /** Loads the chunks a server-rendered page's markup shows (read from `root`) before it is hydrated. */
      preloadServerPage?: (root: ParentNode) => Promise<void>;
    };
  };
  cms: {
    /** The in-page editing controls, one per edit slot name (loaded only in CMS mode). */
    './edit-controls': { controls: EditControls };
  };
}
type OthersOf<R extends RemoteName, M extends string> = R extends keyof OtherExports
  ? M extends keyof OtherExports[R]
    ? OtherExports[R][M]
    : unknown
  : unknown;

/** One module of a remote, as the shell loads it: its contract's pages, and its other exports. */
export type RemoteModule<R extends RemoteName, M extends RemoteModuleName<R>> = Record<
  RemotePageName<R, M>,
  RemotePageComponent
> &
  OthersOf<R, M>;

/**
 * What a remote exposes, module by module: each remote's `src/exposes.ts` holds its modules to it with
 * `satisfies`, so a page renamed or missing on either side fails type-check there.
 */
export type RemoteImplementation<R extends RemoteName> = { [M in RemoteModuleName<R>]: RemoteModule<R, M> };

/** Every remote's modules (the shell's typed `loadRemote`). */
export type RemoteModules = { [R in RemoteName]: RemoteImplementation<R> };
