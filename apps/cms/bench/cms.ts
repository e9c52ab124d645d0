/**
 * `npm run bench:cms`: starts the product (scripts/start.mjs, fresh data directory, BENCH_PORT or a free port),
 * signs in as the demo admin in Debian's Chromium and prints
 * - the cms remote's JS an editor downloads on a first visit of Home, and on a profile page (KB gzip),
 * - keystroke-to-saved: from a keystroke in a profile's name to the server's answer to its save (median, p95
 *   of 20 edits), which includes SPEC's 2000 ms debounce, and the save request's own round trip.
 */
import type { Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { launchChromium, startProduct, stats } from './product';

const ROUNDS = 20;

/** Gzip size of the cms remote's scripts the page loads while `action` runs. */
async function cmsJs(page: Page, action: () => Promise<void>) {
  const loads: Promise<number>[] = [];
  const listener = (req: import('playwright-core').Request) => {
    if (req.resourceType() === 'script' && new URL(req.url()).pathname.startsWith('/remotes/cms/'))
      loads.push(
        req.response().then(
          async (r) => (r && r.status() === 200 ? gzipSync(await r.body(), { level: 9 }).length : 0),
          () => 0,
        ),
      );
  };
  page.on('requestfinished', listener);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', listener);
  const sizes = await Promise.all(loads);
  return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length };
}

async function main() {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${product.base}/login/default`);
    await page.getByLabel('Email').fill('admin@demo.laurel.test');
    await page.getByLabel('Password', { exact: true }).fill('Northfield-Huskies-1978');
    const home = await cmsJs(page, async () => {
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Edit home page' }).waitFor();
    });
    const entry = await cmsJs(page, async () => {
      await page.goto(`${product.base}/category/default/cat-1970s`);
      const href = await page.locator('a[href^="/entry/default/cat-1970s/"]').first().getAttribute('href');
      await page.goto(`${product.base}${href}`);
      await page.getByRole('textbox', { name: 'Description' }).waitFor({ timeout: 60_000 });
    });
    console.log(
      `cms remote JS for an editor (gzip): Home ${home.kb.toFixed(1)} KB in ${home.files} files; a profile page adds ${entry.kb.toFixed(1)} KB in ${entry.files} files (rich-text editor, media picker)`,
    );

    const field = page.getByRole('textbox', { name: 'Last name' });
    const toSaved: number[] = [];
    const roundTrip: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const isSave = (r: { method(): string; url(): string }) =>
        r.method() === 'PATCH' && r.url().includes('/entries/');
      const sent = page.waitForRequest(isSave).then(() => Date.now());
      const saved = page.waitForResponse((r) => isSave(r.request())).then(() => Date.now());
      const t0 = Date.now();
      await field.press(i % 2 ? 'Backspace' : 'x');
      const [tSent, tSaved] = await Promise.all([sent, saved]);
      toSaved.push(tSaved - t0);
      roundTrip.push(tSaved - tSent);
      await page.getByTestId('save-status').filter({ hasText: 'All changes saved' }).waitFor();
    }
    console.log(`keystroke → saved (incl. the 2000 ms debounce), ${ROUNDS} edits: ${stats(toSaved)}`);
    console.log(`  the save request alone: ${stats(roundTrip)}`);
  } finally {
    await browser.close();
    product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
