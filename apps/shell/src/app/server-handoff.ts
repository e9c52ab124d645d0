import {
  PAGE_READY_ATTRIBUTE,
  SSR_DATA_ELEMENT_ID,
  SSR_EARLY_TAP_GLOBAL,
  SSR_HYDRATING_ATTRIBUTE,
  type SsrData,
} from '@laurel/domain';

/**
 * The server render's data on a public page (services/api's public pages, docs/decisions.md "Server-rendered
 * public pages"), when the browser's first render will make the same markup: the session the server assumed
 * (the site from the URL, a visitor, the touch flag from the URL) is the one the browser has, for the page it
 * is on. A kiosk whose stored touch flag differs from the URL's, a document a kiosk's offline copy served for
 * another page, or a page without server markup renders afresh instead.
 */
export function readServerHandoff(
  doc: Document,
  session: { styleID: string | null; touchScreen: boolean },
  pathname: string,
): SsrData | null {
  const element = doc.getElementById(SSR_DATA_ELEMENT_ID);
  const root = doc.getElementById('root');
  if (!element || !root?.firstElementChild) return null;
  let data: SsrData;
  try {
    data = JSON.parse(element.textContent ?? '') as SsrData;
  } catch {
    return null;
  }
  const same =
    data.path === pathname &&
    data.session?.styleID === (session.styleID ?? '') &&
    data.session.touchScreen === session.touchScreen;
  return same && Array.isArray(data.queries) ? data : null;
}

/** From now on React takes the taps (it replays those on parts of the page still being hydrated). */
export function markHydrating(doc: Document): void {
  doc.documentElement.setAttribute(SSR_HYDRATING_ATTRIBUTE, '');
}

/**
 * Runs `fn` once the page's own parts are hydrated too (the public page sets `PAGE_READY_ATTRIBUTE` on <html> when
 * it has mounted), or after `limitMs` for a page that never says so. A page's parts in a Suspense boundary that
 * was still loading are hydrated after the shell around them: a store change before then (the sign-in, the
 * hosting config) would make the client draw them differently from the server's markup (React error #418).
 */
export function whenPageReady(win: Window, fn: () => void, limitMs = 10_000): void {
  const html = win.document.documentElement;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    fn();
  };
  const observer = new MutationObserver(() => html.hasAttribute(PAGE_READY_ATTRIBUTE) && run());
  const timer = win.setTimeout(run, limitMs);
  if (html.hasAttribute(PAGE_READY_ATTRIBUTE)) run();
  else observer.observe(html, { attributeFilter: [PAGE_READY_ATTRIBUTE] });
}

/** Taps again the button a visitor tapped before the scripts took over (remembered by the page's own script). */
export function replayEarlyTap(win: Window): void {
  const slot = win as unknown as Record<string, HTMLElement | undefined>;
  const button = slot[SSR_EARLY_TAP_GLOBAL];
  slot[SSR_EARLY_TAP_GLOBAL] = undefined;
  if (!button) return;
  // React must have the page's own parts too (they hydrate after the shell).
  whenPageReady(win, () => button.isConnected && button.click());
}
