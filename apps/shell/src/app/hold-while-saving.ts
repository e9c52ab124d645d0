import type { AppStore } from '@laurel/api-client';
import type { BlockableHistory } from './blockable-history';

/**
 * SPEC §4: a signed-in editor's navigation waits while a save runs, and goes on by itself once it is done
 * (or once the session is lost: nothing will be saved any more). The rule reads the store at the moment of
 * the navigation, so a click in the same frame as the first keystroke is held too; a React effect would
 * only arm it after the next paint. `NavigationBlocker` explains the wait. Returns a function that stops it.
 */
export function holdWhileSaving(store: AppStore, history: BlockableHistory): () => void {
  const mustHold = () => {
    const { isAuth, saving } = store.getState().session;
    return isAuth && saving;
  };
  history.setBlockWhen((from, to) => from !== to && mustHold());
  const unsubscribe = store.subscribe(() => {
    if (history.isBlocked() && !mustHold()) history.proceed();
  });
  return () => {
    unsubscribe();
    history.setBlockWhen(null);
  };
}
