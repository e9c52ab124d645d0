import type { CDPSession, Page } from 'playwright-core';

export interface Sample {
  heapUsedBytes: number;
  nodes: number;
  liveElements: number;
  listeners: number;
}

/** Heap and DOM figures after a full garbage collection (Chromium's own counters, through CDP). */
export async function sample(page: Page, cdp: CDPSession): Promise<Sample> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const liveElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    heapUsedBytes: metric('JSHeapUsedSize'),
    nodes: metric('Nodes'),
    liveElements,
    listeners: metric('JSEventListeners'),
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
