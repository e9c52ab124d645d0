/**
 * `npm run bench:web`: starts the product on a free port with a fresh data directory, opens the demo site's
 * home in Debian's Chromium (cold cache) and prints JS bytes transferred (total and per app, plus their
 * gzip size), Largest Contentful Paint, and tap-to-content for home → folder → category → entry
 * (median and p95 of 20 rounds). Budgets: home ≤ 184.6 KB gzip JS (issue 16: what the page weighed when the
 * earlier 150 KB budget was withdrawn), LCP < 1 s, tap-to-content p95 < 100 ms. Mobile LCP: bench:lcp.
 */
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { startProduct } from '@laurel/testing/start-product';
import { appOf, kb, summarise } from './stats';
import { tapToContent, TAP_STEPS } from './taps';
import { CHROMIUM_ARGS } from './chromium';

const ROUNDS = 20;
/** The home page's JS budget, gzip KB (docs/decisions.md, Performance). */
const HOME_JS_BUDGET_KB = 184.6;

interface ScriptLoad {
  app: string;
  url: string;
  transferred: number;
  raw: number;
  gzip: number;
  encoding: string;
}

async function coldLoad(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript(`window.__lcp = 0;
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { window.__lcp = e.startTime; });
    }).observe({ type: 'largest-contentful-paint', buffered: true });`);
  const scripts: Promise<ScriptLoad>[] = [];
  page.on('requestfinished', (req: Request) => {
    if (req.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const res = (await req.response())!;
        const body = await res.body();
        const sizes = await req.sizes();
        return {
          app: appOf(req.url()),
          url: new URL(req.url()).pathname,
          transferred: sizes.responseBodySize,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: (await res.allHeaders())['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(`${baseUrl}/home/default`, { waitUntil: 'networkidle' });
  // LCP is reported once the largest element has painted; wait for it (a page that never paints stays NaN).
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const lcp = ((await page.evaluate('window.__lcp')) as number) || NaN;
  const fcp = (await page.evaluate(
    "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || 0",
  )) as number;
  const loads = await Promise.all(scripts);
  await context.close();
  return { lcp, fcp, loads };
}

async function taps(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  const page: Page = await context.newPage();
  await page.goto(`${baseUrl}/home/default`, { waitUntil: 'networkidle' });
  const perStep: number[][] = TAP_STEPS.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.waitForSelector(TAP_STEPS[0].tap);
    for (const [i, step] of TAP_STEPS.entries()) perStep[i].push(await tapToContent(page, step));
    await page.evaluate(`history.go(-${TAP_STEPS.length})`);
  }
  await context.close();
  return perStep;
}

async function main() {
  const product = await startProduct({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // The first visit also pays the server's own warm-up (JIT, first queries); the measured one is a new
    // browser profile (cold HTTP cache) against a server that has served one visit before.
    const first = await coldLoad(browser, product.baseUrl);
    const { lcp, fcp, loads } = await coldLoad(browser, product.baseUrl);
    const perApp = new Map<string, { transferred: number; gzip: number; raw: number; files: number }>();
    for (const l of loads) {
      const a = perApp.get(l.app) ?? { transferred: 0, gzip: 0, raw: 0, files: 0 };
      perApp.set(l.app, {
        transferred: a.transferred + l.transferred,
        gzip: a.gzip + l.gzip,
        raw: a.raw + l.raw,
        files: a.files + 1,
      });
    }
    const total = loads.reduce((s, l) => ({ t: s.t + l.transferred, g: s.g + l.gzip, r: s.r + l.raw }), {
      t: 0,
      g: 0,
      r: 0,
    });
    const encodings = [...new Set(loads.map((l) => l.encoding))].join(', ');
    console.log(`Cold load of /home/default (${loads.length} scripts, content-encoding: ${encodings})`);
    console.log(
      `  JS transferred: ${kb(total.t)}   gzip of the same files: ${kb(total.g)}   uncompressed: ${kb(total.r)}   budget ≤ ${HOME_JS_BUDGET_KB} KB gzip: ${total.g <= HOME_JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'}`,
    );
    for (const [app, a] of perApp)
      console.log(
        `    ${app.padEnd(12)} ${String(a.files).padStart(3)} files  transferred ${kb(a.transferred).padStart(9)}  gzip ${kb(a.gzip).padStart(9)}  raw ${kb(a.raw).padStart(9)}`,
      );
    const bySize = [...loads].sort((a, b) => b.gzip - a.gzip);
    console.log(
      `  every script, largest first (gzip): ${bySize.map((l) => `${l.app}${l.url.replace(/^.*\//, '/')} ${kb(l.gzip)}`).join(', ')}`,
    );
    console.log(
      `  FCP: ${fcp.toFixed(0)} ms   LCP: ${lcp.toFixed(0)} ms   budget LCP < 1000 ms: ${lcp < 1000 ? 'met' : Number.isNaN(lcp) ? 'not measured' : 'NOT met'}`,
    );
    console.log(
      `  (first visit after the server started: FCP ${first.fcp.toFixed(0)} ms, LCP ${first.lcp.toFixed(0)} ms)`,
    );
    const perStep = await taps(browser, product.baseUrl);
    console.log(`Tap-to-content (${ROUNDS} rounds, touch taps, content in the DOM and painted):`);
    for (const [i, step] of TAP_STEPS.entries()) {
      const s = summarise(perStep[i]);
      console.log(`    ${step.name.padEnd(22)} median ${s.median.toFixed(1)} ms   p95 ${s.p95.toFixed(1)} ms`);
    }
    const all = summarise(perStep.flat());
    console.log(
      `  all taps: median ${all.median.toFixed(1)} ms   p95 ${all.p95.toFixed(1)} ms   budget p95 < 100 ms: ${all.p95 < 100 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
