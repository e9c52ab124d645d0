/**
 * Edit-to-screen time: an admin saves the site title 20 times; an open kiosk (Home, touch-screen mode) and an
 * open TV (the standalone player with the logo lockup) show each new title. Measured from the moment the save
 * is sent to the moment the text is in the page, for each screen; the save's own round trip is printed beside
 * it as the reference from the same run.
 */
import type { Browser, Page } from 'playwright-core';
import { apiUrl } from '@laurel/domain';
import { adminToken, api, load, percentile } from './browser';

const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const SCREEN = process.env.BENCH_SCREEN ?? 'cast-lobby';

const shows = (page: Page, text: string) =>
  page
    .waitForFunction((t) => (document.body.textContent ?? '').includes(t), text, { polling: 25, timeout: 30_000 })
    .catch(async (error: unknown) => {
      console.error(
        `${page.url()} did not show "${text}":`,
        (await page.evaluate(() => document.body.textContent ?? '')).slice(0, 300),
      );
      throw error;
    });

export async function editToScreen(browser: Browser, baseUrl: string): Promise<void> {
  const token = await adminToken(baseUrl);
  const site = (await api(baseUrl, token, 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {})) as {
    home: { title: string };
  };
  const screen = (await (await fetch(`${baseUrl}/api/v1/cast-screens/${SCREEN}`)).json()) as {
    screen: { config: object };
  };
  await api(baseUrl, token, 'PATCH', apiUrl('PATCH /cast-screens/:screenId', { screenId: SCREEN }), {
    config: { ...screen.screen.config, showLogo: true },
  });
  const kiosk = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await kiosk.goto(`${baseUrl}/home/default?touchScreen=true`);
  await tv.goto(`${baseUrl}/cast/${SCREEN}`);
  await Promise.all([shows(kiosk, site.home.title), shows(tv, site.home.title)]);
  await kiosk.waitForTimeout(3000); // both streams open

  const kioskMs: number[] = [];
  const castMs: number[] = [];
  const saveMs: number[] = [];
  try {
    for (let i = 0; i < EDITS; i++) {
      const title = `Bench title ${i} ${Date.now() % 100000}`;
      const start = performance.now();
      const seen = (page: Page, into: number[]) => shows(page, title).then(() => into.push(performance.now() - start));
      const saved = api(baseUrl, token, 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {
        home: { title },
      }).then(() => saveMs.push(performance.now() - start));
      await Promise.all([saved, seen(kiosk, kioskMs), seen(tv, castMs)]);
      await kiosk.waitForTimeout(500);
    }
  } finally {
    await api(baseUrl, token, 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {
      home: { title: site.home.title },
    });
    await kiosk.context().close();
    await tv.context().close();
  }
  const row = (name: string, v: number[]) =>
    `  ${name.padEnd(22)} p50 ${percentile(v, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(v, 95).toFixed(0).padStart(5)} ms   max ${Math.max(
      ...v,
    )
      .toFixed(0)
      .padStart(5)} ms`;
  console.log(`edit-to-screen, ${EDITS} edits of the site title (load average ${load()})`);
  console.log(row('save (reference)', saveMs));
  console.log(row('kiosk (Home)', kioskMs));
  console.log(row('cast screen', castMs));
}
