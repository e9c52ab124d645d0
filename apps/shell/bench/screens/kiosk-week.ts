/**
 * A kiosk's memory over BENCH_DAYS (7) simulated days, with Playwright's clock: every simulated hour a
 * visitor taps through a few pages (Home → a folder → a card → back), then the kiosk stands idle until it
 * returns Home by itself (6 minutes), and the rest of the hour passes (heartbeats, the watchdog, polls and the
 * site walk's timers fire). The service worker is installed, as on a real kiosk. Heap and DOM after forced
 * garbage collection, on Home, at the start (after one warm-up hour) and the end. Growth must stay under 5 MB.
 * An editor changes the home description once a simulated day (each change makes the kiosk walk the site
 * again for its offline copy); the description is put back at the end.
 */
import type { Browser, Page } from 'playwright-core';
import { apiUrl } from '@laurel/domain';
import { mb, sample, trackTimers } from '@laurel/testing/memory-sample';
import { adminToken, api, load } from './browser';

const HOUR = 3_600_000;
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const STEP_MS = 30_000;

async function visit(page: Page): Promise<void> {
  const cards = page.locator('.ui-card');
  if ((await cards.count()) === 0) return;
  for (let depth = 0; depth < 3; depth++) {
    const list = page.locator('main .ui-card');
    const n = await list.count();
    if (n === 0) break;
    await list
      .nth(Math.floor(Math.random() * n))
      .tap({ timeout: 5000 })
      .catch(() => undefined);
    await page.clock.runFor(1500);
  }
}

export async function kioskWeek(browser: Browser, baseUrl: string): Promise<boolean> {
  const token = await adminToken(baseUrl);
  const site = (await api(baseUrl, token, 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {})) as {
    home: { homeDescription?: string };
  };
  // A fresh sign-in for each edit: the week takes longer than an access token lives.
  const edit = async (homeDescription: string) =>
    api(baseUrl, await adminToken(baseUrl), 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {
      home: { homeDescription },
    });
  // A visitor's finger (taps, no resting mouse pointer), as on a kiosk.
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.clock.install({ time: new Date('2026-03-02T07:00:00Z') });
  await trackTimers(page);
  await page.goto(`${baseUrl}/home/default?touchScreen=true`);
  await page.waitForSelector('main .ui-card');
  const onHome = async () => {
    for (let i = 0; i < 60; i++) {
      if (new URL(page.url()).pathname === '/home/default') return;
      await page.clock.runFor(STEP_MS);
    }
    const state = await page.evaluate(() => ({
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      heading: document.querySelector('h1')?.textContent ?? '',
      active: document.activeElement?.outerHTML.slice(0, 120) ?? '',
    }));
    throw new Error(`The kiosk did not return Home by itself (still on ${page.url()}: ${JSON.stringify(state)}).`);
  };

  let taps = 0;
  const hour = async () => {
    await visit(page);
    taps += 3;
    // Idle: the kiosk returns Home by itself after 6 minutes; the clock runs in 30 s steps to get there.
    for (let t = 0; t < 7 * 60_000; t += STEP_MS) await page.clock.runFor(STEP_MS);
    await onHome();
    await page.clock.fastForward(HOUR - 7 * 60_000 - 4500);
  };
  await hour();
  const start = await sample(page, cdp);
  const started = Date.now();
  let edits = 0;
  for (let h = 1; h < DAYS * 24; h++) {
    if (h % 24 === 12) {
      await edit(`${site.home.homeDescription ?? ''} (edited on day ${Math.ceil(h / 24)})`);
      edits += 1;
    }
    await hour();
    if (process.env.BENCH_TRACE === '1' && h % 24 === 0) {
      const s = await sample(page, cdp);
      console.log(
        `  day ${h / 24}: heap ${mb(s.heapUsedBytes)}, nodes ${s.nodes}, listeners ${s.listeners}, timers ${s.timers}`,
      );
    }
  }
  await page.waitForSelector('main .ui-card');
  const end = await sample(page, cdp);
  await context.close();
  await edit(site.home.homeDescription ?? '');
  const growth = end.heapUsedBytes - start.heapUsedBytes;
  console.log(
    `kiosk, ${DAYS} simulated days (${DAYS * 24} idle returns, ~${taps} taps, ${edits} edits) in ${((Date.now() - started) / 1000).toFixed(0)} s (load average ${load()})`,
  );
  console.log(
    `  JS heap used     ${mb(start.heapUsedBytes).padStart(10)} → ${mb(end.heapUsedBytes).padStart(10)}   growth ${mb(growth)}`,
  );
  console.log(`  DOM nodes        ${String(start.nodes).padStart(10)} → ${String(end.nodes).padStart(10)}`);
  console.log(`  JS listeners     ${String(start.listeners).padStart(10)} → ${String(end.listeners).padStart(10)}`);
  console.log(`  pending timers   ${String(start.timers).padStart(10)} → ${String(end.timers).padStart(10)}`);
  return growth < 5 * 1024 * 1024;
}
