/**
 * The contract of each remote with the shell, declared once (issue 27): its modules, the pages in them with
 * their routes, guards and layouts, and its labels. The shell derives its route table, guards, settings
 * navigation and "not available" titles from it; each remote holds what it exposes to it with `satisfies`
 * (its `src/exposes.ts`), so a page renamed on either side fails type-check.
 */
import { CAST_REMOTE } from './cast';
import { CMS_REMOTE } from './cms';
import { PUBLIC_SITE_REMOTE } from './public-site';
import type { PageContract, RemoteContract } from './remote-contract';
import { SETTINGS_REMOTE } from './settings';

export type { PageContract, RemoteContract, RouteAccess, RouteName } from './remote-contract';
export { CAST_REMOTE, CMS_REMOTE, PUBLIC_SITE_REMOTE, SETTINGS_REMOTE };
export { SETTINGS_LABELS } from './settings';
export { SETTINGS_TITLES } from './settings-titles';

/** The remotes by their Module Federation name (the keys of /remotes.json); anything else there is ignored. */
export const REMOTE_NAMES = ['public_site', 'cast', 'cms', 'settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTES = {
  public_site: PUBLIC_SITE_REMOTE,
  cast: CAST_REMOTE,
  cms: CMS_REMOTE,
  settings: SETTINGS_REMOTE,
} as const satisfies Record<RemoteName, RemoteContract>;

type Remotes = typeof REMOTES;
/** The modules a remote exposes: `'./pages'`. */
export type RemoteModuleName<R extends RemoteName> = keyof Remotes[R]['modules'] & string;
/** The pages of a remote module: `'HomePage' | 'CategoriesPage' | …`. */
export type RemotePageName<R extends RemoteName, M extends RemoteModuleName<R>> = keyof Remotes[R]['modules'][M] &
  string;

/** One page of one remote module, with its route, guard and layout. */
export interface RemotePageRef extends PageContract {
  remote: RemoteName;
  module: string;
  name: string;
}

/** Every page of every remote, in the contracts' order: what the shell's route table is made of. */
export const REMOTE_PAGES: readonly RemotePageRef[] = REMOTE_NAMES.flatMap((remote) => {
  const contract: RemoteContract = REMOTES[remote];
  return Object.entries(contract.modules).flatMap(([module, pages]) =>
    Object.entries(pages).map(([name, page]) => ({ remote, module, name, ...page })),
  );
});
