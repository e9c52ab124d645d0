import { parsePublicPath } from '@laurel/domain';
import { loadOtherPages } from './page-chunks';

/**
 * The code the page at `pathname` needs before its first render (the shell waits for it, as for the remote):
 * the other pages' chunk for any public page but Home, so a first page renders at once, with no Suspense round.
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = parsePublicPath(pathname);
  return !route || route.name === 'home' ? Promise.resolve() : loadOtherPages().then(() => undefined);
}
