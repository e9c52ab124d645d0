/**
 * `npm run bench:lcp`: cold Largest Contentful Paint of home, a folder and a profile on Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown, a 412×823 phone at 1.75×), against the
 * same rendered page as static HTML without its scripts (the product's own HTML for the page, scripts
 * removed, served by nginx, its stylesheets, fonts and images from the product), in the same run; and desktop
 * LCP of the same pages (no throttling, 1920×1080). BENCH_ROUNDS rounds (default 3), alternating.
 * Targets: mobile LCP < 2500 ms and ≤ 1.5× the static page; desktop LCP < 1000 ms.
 */
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startNginx } from '@laurel/testing/bench-nginx';
import { freePort, startProduct } from '@laurel/testing/start-product';
import { CHROMIUM_ARGS } from './chromium';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES = [
  { name: 'home', path: '/home/default' },
  { name: 'folder', path: '/category/default/cat-1970s' },
  { name: 'profile', path: '/entry/default/cat-1970s/entry-isaiah-lawson' },
];
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};

/** The page's HTML as the product sends it, without any script (the static reference). */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="preload" href="\/remotes\.json"[^>]*>/i, '');
}

async function lcpOf(browser: Browser, url: string, mobile: boolean): Promise<number> {
  const context = await browser.newContext(mobile ? MOBILE : { viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (mobile) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(`window.__lcp = 0;
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { window.__lcp = e.startTime; });
    }).observe({ type: 'largest-contentful-paint', buffered: true });`);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForFunction('window.__lcp > 0', undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const lcp = ((await page.evaluate('window.__lcp')) as number) || NaN;
  await context.close();
  return lcp;
}

const range = (xs: number[], digits = 0) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

async function main() {
  const product = await startProduct();
  const root = mkdtempSync(join(tmpdir(), 'laurel-bench-lcp-'));
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const p of PAGES) {
      const html = withoutScripts(await (await fetch(`${product.baseUrl}${p.path}`)).text());
      writeFileSync(join(root, `${p.name}.html`), html);
      writeFileSync(join(root, `${p.name}.html.gz`), gzipSync(html, { level: 9 }));
    }
    chmodSync(root, 0o755);
    nginx = await startNginx(
      root,
      Number(process.env.BENCH_NGINX_PORT ?? 0) || (await freePort()),
      'auto',
      product.baseUrl,
    );
    // warm the server (JIT, first renders) before measuring
    for (const p of PAGES) await lcpOf(browser, `${product.baseUrl}${p.path}`, false);
    const mobile = new Map<string, { product: number[]; reference: number[] }>();
    const desktop = new Map<string, number[]>();
    const loads: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      loads.push(loadavg()[0].toFixed(1));
      for (const p of PAGES) {
        const m = mobile.get(p.name) ?? { product: [], reference: [] };
        m.reference.push(await lcpOf(browser, `${nginx.url}/${p.name}.html`, true));
        m.product.push(await lcpOf(browser, `${product.baseUrl}${p.path}`, true));
        mobile.set(p.name, m);
        desktop.set(p.name, [
          ...(desktop.get(p.name) ?? []),
          await lcpOf(browser, `${product.baseUrl}${p.path}`, false),
        ]);
      }
    }
    console.log(`Cold LCP, ${ROUNDS} rounds (load average at each round's start: ${loads.join(', ')})`);
    console.log(
      '  mobile profile: 150 ms RTT, 1.6 Mbps, 4× CPU, 412×823 @1.75; reference: the same page as static HTML',
    );
    for (const p of PAGES) {
      const m = mobile.get(p.name)!;
      const ratios = m.product.map((v, i) => v / m.reference[i]);
      const worst = Math.max(...m.product);
      console.log(
        `  ${p.name.padEnd(8)} product ${range(m.product)} ms   static ${range(m.reference)} ms   ${range(ratios, 2)}×   targets < 2500 ms: ${worst < 2500 ? 'met' : 'NOT met'}, ≤ 1.5×: ${Math.max(...ratios) <= 1.5 ? 'met' : 'NOT met'}`,
      );
    }
    for (const p of PAGES) {
      const d = desktop.get(p.name)!;
      console.log(
        `  desktop ${p.name.padEnd(8)} ${range(d)} ms   target < 1000 ms: ${Math.max(...d) < 1000 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await browser.close();
    await nginx?.stop();
    await product.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
