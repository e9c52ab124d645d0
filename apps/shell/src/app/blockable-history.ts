import type { UNSAFE_createBrowserHistory } from 'react-router';

/** The history object react-router's `HistoryRouter` drives (browser history in the app, memory in tests). */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<RouterHistory['listen']>[0];

/** Whether leaving `from` for `to` (pathnames) must wait. */
export type BlockWhen = (from: string, to: string) => boolean;

export interface BlockableHistory {
  /** Give this to `<HistoryRouter history={…}>`. */
  history: RouterHistory;
  /** Start (a rule) or stop (null) holding navigations back. */
  setBlockWhen(when: BlockWhen | null): void;
  /** True while a navigation is held back. */
  isBlocked(): boolean;
  /** Called whenever isBlocked() changes. */
  subscribe(onChange: () => void): () => void;
  /** Carry out the held navigation. */
  proceed(): void;
  /** Drop the held navigation and stay. */
  reset(): void;
  /** Called with the new pathname on every navigation, before the router renders it. */
  onNavigate(listener: (pathname: string) => void): () => void;
}

/**
 * SPEC §4 "navigation blocked while saving" for react-router's declarative router (the data router's
 * `useBlocker` costs ~16 KB gzip on every first load). Links and `navigate()` (push/replace) are held before
 * they happen; Back/Forward (a POP the browser has already done) is undone at once and redone on proceed.
 * `base` must be created with `v5Compat: true`, so that it reports every change to its listener.
 */
export function blockableHistory(base: RouterHistory): BlockableHistory {
  let when: BlockWhen | null = null;
  let held: (() => void) | null = null;
  let shown = base.location.pathname;
  let undoing = 0;
  let passNextPop = false;
  const subscribers = new Set<() => void>();
  const navigateListeners = new Set<(pathname: string) => void>();
  const hold = (run: (() => void) | null) => {
    held = run;
    for (const s of subscribers) s();
  };
  const mustWait = (to: string) => !!when && when(shown, to);
  const pathOf = (to: Parameters<RouterHistory['push']>[0]) => base.createURL(to).pathname;

  const history: RouterHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      if (mustWait(pathOf(to))) hold(() => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state) {
      if (mustWait(pathOf(to))) hold(() => base.replace(to, state));
      else base.replace(to, state);
    },
    go: (delta) => base.go(delta),
    listen(listener: Listener) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          const delta = update.delta;
          if (!passNextPop && delta && mustWait(update.location.pathname)) {
            undoing += 1;
            base.go(-delta);
            hold(() => {
              passNextPop = true;
              base.go(delta);
            });
            return;
          }
          passNextPop = false;
        }
        shown = update.location.pathname;
        for (const l of navigateListeners) l(shown);
        listener(update);
      });
    },
  };

  return {
    history,
    setBlockWhen: (rule) => void (when = rule),
    isBlocked: () => held !== null,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    proceed() {
      const run = held;
      hold(null);
      run?.();
    },
    reset: () => hold(null),
    onNavigate(listener) {
      navigateListeners.add(listener);
      return () => navigateListeners.delete(listener);
    },
  };
}
