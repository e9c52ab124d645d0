import { peekRemoteModule } from './load-remote-module';
import { remoteForPath } from './remotes-config';
import { untilDone, WARM_LIMIT_MS, warmFirstScreen } from './warm-remote';

/**
 * Before a server-rendered page is hydrated: its remote, and the chunks of its own that its markup shows (the
 * public site's `preloadServerPage`), so React hydrates the whole page at once. A part hydrated later would be
 * drawn again (vanish and come back) when an update reaches it first. Never fails; waits at most `limitMs`.
 */
export async function warmServerPage(pathname: string, root: ParentNode, limitMs = WARM_LIMIT_MS): Promise<void> {
  const started = Date.now();
  await warmFirstScreen(pathname, limitMs);
  const first = remoteForPath(pathname);
  const pages = first?.remote === 'public_site' ? peekRemoteModule('public_site', './pages') : undefined;
  if (!pages?.preloadServerPage) return;
  await untilDone(pages.preloadServerPage(root), limitMs - (Date.now() - started));
}
