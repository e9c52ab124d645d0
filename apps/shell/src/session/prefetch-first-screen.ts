import { publicApi, type AppStore } from '@laurel/api-client';
import { remoteForPath } from '../federation/remotes-config';

/**
 * A public first screen needs the site's styling and folder tree: ask for them while the public_site remote
 * is still loading (same arguments as its pages use for a visitor, so they share the cache entries).
 */
export function prefetchFirstScreen(store: AppStore, pathname: string): void {
  const siteId = store.getState().session.styleID;
  if (!siteId || remoteForPath(pathname)?.remote !== 'public_site') return;
  store.dispatch(publicApi.util.prefetch('getStyling', siteId, {}));
  store.dispatch(publicApi.util.prefetch('getCategoryTree', { siteId, cms: false }, {}));
}
