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
 */
export async function tapToContent(page: Page, step: TapStep): Promise<number> {
  const target = page.locator(step.tap).first();
  await target.waitFor();
  const href = (await target.getAttribute('href')) ?? '';
  const lastName = href.split('/').pop()!.split('-').pop()!.toLowerCase();
  await page.evaluate(`window.__tapStart = null;
    window.addEventListener('touchstart', function (e) { if (window.__tapStart === null) window.__tapStart = e.timeStamp; }, { capture: true, once: true });`);
  await target.tap();
  // Plain source text: tsx's helpers (e.g. __name) do not exist inside the page.
  return page.evaluate(
    `(${WAIT_FOR_CONTENT})(${JSON.stringify(step.ready)}, ${JSON.stringify(lastName)}, ${JSON.stringify(href)})`,
  ) as Promise<number>;
}

const WAIT_FOR_CONTENT = `async function (ready, lastName, href) {
  function isReady() {
    if (location.pathname !== href) return false;
    if (ready !== 'ENTRY') return document.querySelector(ready) !== null;
    return Array.from(document.querySelectorAll('h1, h2')).some(function (h) { return h.textContent.toLowerCase().includes(lastName); });
  }
  var deadline = performance.now() + 5000;
  while (!isReady()) {
    if (performance.now() > deadline) throw new Error('Content did not appear: ' + ready);
    await new Promise(function (r) { requestAnimationFrame(r); });
  }
  await new Promise(function (r) { requestAnimationFrame(function () { setTimeout(r, 0); }); });
  return performance.now() - window.__tapStart;
}`;
