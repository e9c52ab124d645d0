import type { AppStore } from '@laurel/api-client';
import type { BlockableHistory } from '../app/blockable-history';

/**
 * SPEC §4's CMS mode is worked out by the shell and kept in the session (`session/cms-mode.ts`). It can only be
 * on for someone signed in, so its code loads when someone signs in: visitors and kiosks never download it.
 */
export function watchCmsMode(store: AppStore, history: BlockableHistory): void {
  const stop = store.subscribe(() => {
    if (!store.getState().session.isAuth) return;
    stop();
    void import('./cms-mode').then((cmsMode) => cmsMode.startCmsMode(store, history));
  });
}
