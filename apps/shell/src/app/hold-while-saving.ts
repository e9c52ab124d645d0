import { LEAVING_EVENT, type AppStore } from '@laurel/api-client';
import type { BlockableHistory } from './blockable-history';

type Events = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/**
 * SPEC §4: a signed-in editor's navigation waits while a save runs, and goes on by itself once it is done
 * (or once the session is lost: nothing will be saved any more). The rule reads the store at the moment of
 * the navigation, so a click in the same frame as the first keystroke is held too; a React effect would
 * only arm it after the next paint. `NavigationBlocker` explains the wait.
 *
 * Leaving the page itself (a reload, another site, closing the tab) asks the browser's "leave site?" question
 * while a save runs, read at that moment too (a listener added by an effect once `saving` rendered missed a
 * page left in the same frame as the keystroke). Either way, `LEAVING_EVENT` tells the cms remote to send what
 * is waiting for its debounce at once. Returns a function that stops it.
 */
export function holdWhileSaving(store: AppStore, history: BlockableHistory, events: Events = window): () => void {
  const mustHold = () => {
    const { isAuth, saving } = store.getState().session;
    return isAuth && saving;
  };
  history.setBlockWhen((from, to) => from !== to && mustHold());
  // Only while someone is signed in: a `beforeunload` listener keeps some browsers from caching visitors' pages.
  let listening = false;
  const listen = () => {
    const signedIn = store.getState().session.isAuth;
    if (signedIn === listening) return;
    listening = signedIn;
    if (signedIn) events.addEventListener('beforeunload', beforeUnload);
    else events.removeEventListener('beforeunload', beforeUnload);
  };
  const unsubscribe = store.subscribe(() => {
    listen();
    if (history.isBlocked() && !mustHold()) history.proceed();
  });
  let wasBlocked = false;
  const stopHeld = history.subscribe(() => {
    const blocked = history.isBlocked();
    if (blocked && !wasBlocked) events.dispatchEvent(new Event(LEAVING_EVENT));
    wasBlocked = blocked;
  });
  function beforeUnload(e: Event) {
    if (!mustHold()) return;
    e.preventDefault();
    // Older browsers ask only when returnValue is set.
    (e as BeforeUnloadEvent).returnValue = true;
    events.dispatchEvent(new Event(LEAVING_EVENT));
  }
  listen();
  return () => {
    unsubscribe();
    stopHeld();
    events.removeEventListener('beforeunload', beforeUnload);
    history.setBlockWhen(null);
  };
}
