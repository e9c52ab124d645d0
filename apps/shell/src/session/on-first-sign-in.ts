import type { AppStore } from '@laurel/api-client';
import type { BlockableHistory } from '../app/blockable-history';

/**
 * What only someone signed in needs loads when someone first signs in: visitors and kiosks never download it.
 * - SPEC §4's CMS mode, worked out by the shell and kept in the session (`session/cms-mode.ts`);
 * - the saving blocker (`app/hold-while-saving.ts`): only a signed-in editor saves, so before a sign-in no
 *   navigation or unload can be held.
 */
export function onFirstSignIn(store: AppStore, history: BlockableHistory): void {
  const stop = store.subscribe(() => {
    if (!store.getState().session.isAuth) return;
    stop();
    void import('../app/hold-while-saving').then((hold) => hold.holdWhileSaving(store, history));
    void import('./cms-mode').then((cmsMode) => cmsMode.startCmsMode(store, history));
  });
}
