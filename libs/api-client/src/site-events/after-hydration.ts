/**
 * Runs `fn` at once, or, on a server-rendered page (its data block is in the document) whose own parts are not
 * hydrated yet, once the page says it is ready (`PAGE_READY_ATTRIBUTE` on <html>, at most `limitMs`). A stream
 * opened from the page's version may bring changes at once (issue 26); refetching them before hydration
 * would draw the page differently from the server's markup (React error #418).
 */
import { PAGE_READY_ATTRIBUTE, SSR_DATA_ELEMENT_ID } from '@laurel/domain';

export function afterHydration(fn: () => void, limitMs = 10_000): void {
  if (typeof document === 'undefined') return fn();
  const html = document.documentElement;
  if (!document.getElementById(SSR_DATA_ELEMENT_ID) || html.hasAttribute(PAGE_READY_ATTRIBUTE)) return fn();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    fn();
  };
  const observer = new MutationObserver(() => html.hasAttribute(PAGE_READY_ATTRIBUTE) && run());
  const timer = setTimeout(run, limitMs);
  observer.observe(html, { attributeFilter: [PAGE_READY_ATTRIBUTE] });
}
