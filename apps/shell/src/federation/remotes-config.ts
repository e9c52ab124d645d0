import { REMOTE_NAMES, REMOTE_PAGES, ROUTE_PATTERNS, routeHeadOf, type RemoteName } from '@laurel/domain';

/** The remotes the shell knows how to place (their contracts); anything else in /remotes.json is ignored. */
export const KNOWN_REMOTES = REMOTE_NAMES;
export type { RemoteName };

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

const isKnown = (name: string): name is RemoteName => (KNOWN_REMOTES as readonly string[]).includes(name);

/**
 * Reads `/remotes.json` (`{"public_site": "/remotes/public-site/mf-manifest.json", …}`): keeps known names
 * whose value is a non-empty string; anything malformed yields no remotes rather than a crash.
 */
export function parseRemotesJson(json: unknown): RemoteEntry[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  return Object.entries(json as Record<string, unknown>)
    .filter(
      (pair): pair is [RemoteName, string] => isKnown(pair[0]) && typeof pair[1] === 'string' && pair[1].trim() !== '',
    )
    .map(([name, entry]) => ({ name, entry: entry.trim() }));
}

/** Remotes registered at start; a remote missing here shows the "not available" state. */
const registered = new Set<RemoteName>();

export function markRegistered(names: RemoteName[]): void {
  for (const n of names) registered.add(n);
}

export function isRegistered(name: RemoteName): boolean {
  return registered.has(name);
}

/** The pages that can be a first screen without a sign-in to wait for: the public pages and the cast player. */
const OPEN_PAGES = REMOTE_PAGES.filter((page) => page.access === 'public' || page.access === 'none');

/** The remote module the first screen of a path needs (to fetch it early), or null. */
export function remoteForPath(pathname: string): { remote: RemoteName; module: string } | null {
  const head = routeHeadOf(pathname);
  const page = OPEN_PAGES.find((p) => routeHeadOf(ROUTE_PATTERNS[p.route]) === head);
  return page ? { remote: page.remote, module: page.module } : null;
}
