/**
 * The kiosk's offline copy after it walked the whole demo site: what each cache holds (entries, bytes) and
 * the origin's storage as the browser counts it. Bounded by the worker's limits (3,000 API replies, 1,500
 * photos, the shell's and the public-site remote's current files).
 */
import type { Browser } from 'playwright-core';
import { load } from './browser';

export async function kioskStorage(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${baseUrl}/home/default?touchScreen=true`);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 60_000 });
  const count = () =>
    page.evaluate(async () => {
      let n = 0;
      for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
      return n;
    });
  // The walk starts 10 s after the page settles; it is done when nothing new is kept for 10 s.
  let last = -1;
  for (let stable = 0; stable < 10;) {
    await page.waitForTimeout(1000);
    const n = await count();
    stable = n === last && n > 0 ? stable + 1 : 0;
    last = n;
  }
  const report = await page.evaluate(async () => {
    const rows: { name: string; entries: number; bytes: number }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const key of keys) bytes += (await (await cache.match(key))!.blob()).size;
      rows.push({ name, entries: keys.length, bytes });
    }
    const estimate = await navigator.storage.estimate();
    return { rows, usage: estimate.usage ?? 0 };
  });
  const tree = (await (await fetch(`${baseUrl}/api/v1/sites/default/search-data`)).json()) as {
    categories: unknown[];
    entries: unknown[];
  };
  const mb = (b: number) => `${(b / 1048576).toFixed(2)} MB`;
  console.log(
    `kiosk offline copy of the demo site (${tree.categories.length} visible folders, ${tree.entries.length} entries), walked in ${((Date.now() - started) / 1000).toFixed(0)} s (load average ${load()})`,
  );
  for (const r of report.rows)
    console.log(`  ${r.name.padEnd(34)} ${String(r.entries).padStart(5)} entries  ${mb(r.bytes).padStart(10)}`);
  const total = report.rows.reduce((s, r) => s + r.bytes, 0);
  console.log(
    `  ${'total kept'.padEnd(34)} ${' '.repeat(13)}${mb(total).padStart(10)}   (browser's storage estimate ${mb(report.usage)})`,
  );
  await context.close();
}
