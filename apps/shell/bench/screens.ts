/**
 * `npm run bench:screens`: screens that run for months unattended, against the started product (or BASE_URL):
 * edit-to-screen time for a kiosk and a TV (p50/p95 over 20 edits), the kiosk's offline copy after it walked
 * the whole demo site, and a kiosk's memory over 7 simulated days of idle returns and browsing.
 * BENCH_ONLY=edits|storage|week runs one part. BENCH_PORT (a free port), BASE_URL, BENCH_EDITS, BENCH_DAYS, BENCH_TRACE=1.
 */
import { startProduct } from '@laurel/testing/start-product';
import { launch } from './screens/browser';
import { editToScreen } from './screens/edit-to-screen';
import { kioskStorage } from './screens/kiosk-storage';
import { kioskWeek } from './screens/kiosk-week';

async function main() {
  const only = process.env.BENCH_ONLY;
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  // BASE_URL: an already running product (nothing to stop); else one started on a fresh data folder.
  const product = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL, stop: async () => undefined }
    : await startProduct({ port });
  const browser = await launch();
  let ok = true;
  try {
    if (!only || only === 'edits') await editToScreen(browser, product.baseUrl);
    if (!only || only === 'storage') await kioskStorage(browser, product.baseUrl);
    if (!only || only === 'week') ok = await kioskWeek(browser, product.baseUrl);
  } finally {
    await browser.close();
    await product.stop();
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
