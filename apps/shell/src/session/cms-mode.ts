import { isCmsModeOn, MOBILE_VIEWPORT_QUERY } from '@laurel/domain';
import { sessionActions, type AppStore } from '@laurel/api-client';
import type { BlockableHistory } from '../app/blockable-history';

/** What the CMS-mode rule reads from the browser; `window` in the app, a stand-in in tests. */
export interface CmsModeEnvironment {
  pathname(): string;
  /** Subscribes to navigations; called before the router renders the new page. */
  onNavigate(listener: (pathname: string) => void): () => void;
  online(): boolean;
  mobileViewport: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps `session.cmsMode` equal to SPEC §4's rule (`isCmsModeOn` in @laurel/domain) as the session, the page,
 * the viewport and the connection change. Pages read that one value. A navigation updates it before the new
 * page renders, so a page never loads the wrong view first. Returns a function that stops it.
 */
export function syncCmsMode(store: AppStore, env: CmsModeEnvironment): () => void {
  const update = (pathname = env.pathname()) => {
    const s = store.getState().session;
    // A page at a preview time shows the site as visitors will see it: never the editing view.
    const on =
      !s.previewAt &&
      isCmsModeOn({
        signedIn: s.isAuth,
        cmsFlag: s.showCMS,
        touchScreen: s.touchScreen,
        pathname,
        mobileViewport: env.mobileViewport.matches,
        online: env.online(),
      });
    if (on !== s.cmsMode) store.dispatch(sessionActions.cmsModeSet(on));
  };
  const onChange = () => update();
  update();
  const stops = [store.subscribe(onChange), env.onNavigate(update)];
  env.mobileViewport.addEventListener('change', onChange);
  env.events.addEventListener('online', onChange);
  env.events.addEventListener('offline', onChange);
  return () => {
    stops.forEach((stop) => stop());
    env.mobileViewport.removeEventListener('change', onChange);
    env.events.removeEventListener('online', onChange);
    env.events.removeEventListener('offline', onChange);
  };
}

/** `syncCmsMode` in the browser: the app's history, `navigator.onLine`, the mobile-width media query. */
export function startCmsMode(store: AppStore, history: BlockableHistory): () => void {
  return syncCmsMode(store, {
    pathname: () => history.history.location.pathname,
    onNavigate: history.onNavigate,
    online: () => navigator.onLine,
    mobileViewport: window.matchMedia(MOBILE_VIEWPORT_QUERY),
    events: window,
  });
}
