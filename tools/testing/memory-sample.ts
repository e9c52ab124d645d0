import type { CDPSession, Page } from 'playwright-core';

export interface Sample {
  heapUsedBytes: number;
  nodes: number;
  liveElements: number;
  listeners: number;
  /** Timeouts not yet fired or cleared plus intervals not cleared (needs `trackTimers` before the page loads). */
  timers: number | null;
}

/**
 * Counts the page's pending timers: wraps setTimeout/setInterval and their clears (ids share one space, so a
 * clear of either kind ends both). Install before `goto`; with Playwright's clock, after `clock.install`.
 */
export async function trackTimers(page: Page): Promise<void> {
  // A string, not a function: the bench runs through tsx, whose helpers would not exist in the page.
  await page.addInitScript(`(() => {
    const live = new Set();
    const st = window.setTimeout, ct = window.clearTimeout, si = window.setInterval, ci = window.clearInterval;
    window.setTimeout = function (fn, ms, ...args) {
      const id = st.call(window, function (...a) {
        live.delete(id);
        if (typeof fn === 'function') return fn.apply(this, a);
      }, ms, ...args);
      live.add(id);
      return id;
    };
    window.setInterval = function (fn, ms, ...args) {
      const id = si.call(window, fn, ms, ...args);
      live.add(id);
      return id;
    };
    window.clearTimeout = function (id) { live.delete(id); return ct.call(window, id); };
    window.clearInterval = function (id) { live.delete(id); return ci.call(window, id); };
    Object.defineProperty(window, '__laurelLiveTimers', { get: () => live.size });
  })();`);
}

/** Heap and DOM figures after a full garbage collection (Chromium's own counters, through CDP). */
export async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const { liveElements, timers } = await page.evaluate(() => ({
    liveElements: document.getElementsByTagName('*').length,
    timers: ((window as unknown as { __laurelLiveTimers?: number }).__laurelLiveTimers ?? null) as number | null,
  }));
  return {
    heapUsedBytes: metric('JSHeapUsedSize'),
    nodes: metric('Nodes'),
    liveElements,
    listeners: metric('JSEventListeners'),
    timers,
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
