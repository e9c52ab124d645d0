import { useSyncExternalStore } from 'react';

/**
 * The editing bar's place for the current page's own tools (e.g. Home's "Edit home page"): the bar renders the
 * place, the page's edit control renders its button into it (a portal), so the button sits in the bar and
 * covers nothing on the page. Both are parts of the cms remote, so they share this one module.
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** A ref for the bar's place. */
export function setPageToolsHost(el: HTMLElement | null): void {
  if (el === host) return;
  host = el;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The bar's place for page tools, or null while there is no bar. */
export function usePageToolsHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => host,
    () => null,
  );
}
