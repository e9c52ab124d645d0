import type { Page } from 'playwright-core';

export interface TapStep {
  name: string;
  /** What to tap (a link on the current page). */
  tap: string;
  /** What shows that the next page's content is there. */
  ready: string;
}

/** The demo site's journey: home → "Inductees by Decade" → "1970s" → the first profile. */
export const TAP_STEPS: TapStep[] = [
  {
    name: 'home → folder',
    tap: 'a[href="/subcategories/default/cat-inductees-by-decade"]',
    ready: 'a[href="/category/default/cat-1970s"]',
  },
  {
    name: 'folder → category',
    tap: 'a[href="/category/default/cat-1970s"]',
    ready: 'a[href^="/entry/default/cat-1970s/"]',
  },
  { name: 'category → entry', tap: 'a[href^="/entry/default/cat-1970s/"]', ready: 'ENTRY' },
];

/**
 * Taps like a finger (touchstart … click) and measures, inside the page, from the touchstart to the frame
 * after the next page's content is in the DOM. For the entry step, "content" is a heading naming the person.
 * The page watches for the content itself (a MutationObserver set up before the tap), so the time Playwright
 * takes to return from the tap is not counted: polling only after `tap()` returned added that delay to some
 * taps (a tap whose content was painted 42 ms after the touch measured 161 ms).
 */
export async function tapToContent(page: Page, step: TapStep): Promise<number> {
  const target = page.locator(step.tap).first();
  await target.waitFor();
  const href = (await target.getAttribute('href')) ?? '';
  const lastName = href.split('/').pop()!.split('-').pop()!.toLowerCase();
  // Plain source text: tsx's helpers (e.g. __name) do not exist inside the page.
  await page.evaluate(
    `(${WATCH_FOR_CONTENT})(${JSON.stringify(step.ready)}, ${JSON.stringify(lastName)}, ${JSON.stringify(href)})`,
  );
  await target.tap();
  return page.evaluate(AWAIT_CONTENT) as Promise<number>;
}

const WATCH_FOR_CONTENT = `function (ready, lastName, href) {
  window.__tapStart = null;
  window.__painted = null;
  window.addEventListener('touchstart', function (e) { if (window.__tapStart === null) window.__tapStart = e.timeStamp; }, { capture: true, once: true });
  function isReady() {
    if (location.pathname !== href) return false;
    if (ready !== 'ENTRY') return document.querySelector(ready) !== null;
    return Array.from(document.querySelectorAll('h1, h2')).some(function (h) { return h.textContent.toLowerCase().includes(lastName); });
  }
  var observer = new MutationObserver(function () {
    if (!isReady()) return;
    observer.disconnect();
    requestAnimationFrame(function () { setTimeout(function () { window.__painted = performance.now(); }, 0); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}`;

const AWAIT_CONTENT = `(async function () {
  var deadline = performance.now() + 5000;
  while (window.__painted === null) {
    if (performance.now() > deadline) throw new Error('Content did not appear');
    await new Promise(function (r) { setTimeout(r, 5); });
  }
  return window.__painted - window.__tapStart;
})()`;
