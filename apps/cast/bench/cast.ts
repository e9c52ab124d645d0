/**
 * `npm run bench:cast`: plays 24 simulated hours of the standalone cast player (Playwright's clock, run
 * forward in 10 s steps so every slide change, 10 s styling poll and 3 h data refresh really happens,
 * with a few emergency announcements on and off) against the started product, and prints the JS heap and
 * DOM node counts at the start and the end. Growth must stay under 5 MB and under 1% of nodes.
 */
import { chromium } from 'playwright-core';
import { apiUrl } from '@laurel/domain';
import { startProduct } from '@laurel/testing/start-product';
import { mb, sample, trackTimers, type Sample } from '@laurel/testing/memory-sample';

const HOUR = 3_600_000;
const SIMULATED_MS = Number(process.env.BENCH_HOURS ?? 24) * HOUR;
const STEP_MS = Number(process.env.BENCH_STEP_MS ?? 10_000);
const SCREEN = process.env.BENCH_SCREEN ?? 'cast-lobby';
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const TRACE = process.env.BENCH_TRACE === '1';
const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };

async function api(baseUrl: string, token: string, method: string, path: string, body: object) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function main() {
  // BASE_URL: an already running product (nothing to stop); else one started on a fresh data folder.
  const product = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL, stop: async () => undefined }
    : await startProduct({ port: PORT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
    ],
  });
  try {
    // A fresh sign-in for each change: on a busy machine the run outlasts an access token.
    const signIn = async () =>
      (
        (await (
          await fetch(`${product.baseUrl}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(ADMIN),
          })
        ).json()) as { accessToken: string }
      ).accessToken;
    const screen = (await (await fetch(`${product.baseUrl}/api/v1/cast-screens/${SCREEN}`)).json()) as {
      screen: { config: object };
    };
    await api(product.baseUrl, await signIn(), 'PATCH', apiUrl('PATCH /cast-screens/:screenId', { screenId: SCREEN }), {
      config: { ...screen.screen.config, enableEmergencyAnnouncement: true },
    });

    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.clock.install({ time: new Date('2026-03-02T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T00:00:01Z'));
    await trackTimers(page);
    await page.goto(`${product.baseUrl}/cast/${SCREEN}`);
    await page.waitForSelector('[data-testid="cast-screen"][data-status="ready"] .cast-layer--current');
    const displayed = () => page.getAttribute('[data-testid="cast-screen"]', 'data-displayed-index');

    let simulated = 0;
    let emergencies = 0;
    const play = async (ms: number, onStep?: (t: number) => Promise<void>) => {
      for (let t = 0; t < ms; t += STEP_MS) {
        await page.clock.runFor(STEP_MS);
        simulated += STEP_MS;
        if (onStep) await onStep(simulated);
      }
    };
    // Warm-up: one simulated hour, so caches and the first data refresh are in place.
    await play(HOUR);
    const startIndex = await displayed();
    const start = await sample(page, cdp);
    const startedAt = Date.now();
    await play(SIMULATED_MS, async (t) => {
      // An emergency announcement for 10 minutes every 4 hours.
      const inCycle = t % (4 * HOUR);
      if (inCycle === 2 * HOUR || inCycle === 2 * HOUR + 600_000) {
        const on = inCycle === 2 * HOUR;
        await api(product.baseUrl, await signIn(), 'PATCH', apiUrl('PATCH /sites/:siteId', { siteId: 'default' }), {
          castEmergencyAnnouncementEnabled: on,
        });
        if (on) emergencies += 1;
      }
      if (TRACE && t % HOUR === 0) {
        const s = await sample(page, cdp);
        console.log(
          `  ${String(t / HOUR).padStart(3)} h  heap ${mb(s.heapUsedBytes)}  nodes ${s.nodes}  elements ${s.liveElements}  listeners ${s.listeners}  timers ${s.timers}`,
        );
      }
    });
    // Compare like with like: the same slide on screen as at the start.
    for (let i = 0; i < 500 && (await displayed()) !== startIndex; i++) await page.clock.runFor(1000);
    const end = await sample(page, cdp);
    report(start, end, Date.now() - startedAt, emergencies);
    await page.close();
    const heapOk = end.heapUsedBytes - start.heapUsedBytes < 5 * 1024 * 1024;
    const nodesOk = end.nodes - start.nodes < start.nodes * 0.01;
    process.exitCode = heapOk && nodesOk ? 0 : 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}

function report(start: Sample, end: Sample, wallMs: number, emergencies: number) {
  const rows: [string, string, string, string][] = [
    ['JS heap used', mb(start.heapUsedBytes), mb(end.heapUsedBytes), mb(end.heapUsedBytes - start.heapUsedBytes)],
    [
      'DOM nodes (Chromium)',
      String(start.nodes),
      String(end.nodes),
      `${end.nodes - start.nodes} (${(((end.nodes - start.nodes) / start.nodes) * 100).toFixed(2)}%)`,
    ],
    [
      'elements in document',
      String(start.liveElements),
      String(end.liveElements),
      String(end.liveElements - start.liveElements),
    ],
    ['JS event listeners', String(start.listeners), String(end.listeners), String(end.listeners - start.listeners)],
    ['pending timers', String(start.timers), String(end.timers), String((end.timers ?? 0) - (start.timers ?? 0))],
  ];
  console.log(
    `cast player, ${SIMULATED_MS / HOUR} simulated hours (${STEP_MS / 1000} s steps, ${emergencies} emergency announcements) in ${(wallMs / 1000).toFixed(0)} s`,
  );
  console.log(['', 'start', 'end', 'growth'].map((c, i) => (i === 0 ? c.padEnd(24) : c.padStart(14))).join(''));
  for (const row of rows) console.log(row.map((c, i) => (i === 0 ? c.padEnd(24) : c.padStart(14))).join(''));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
