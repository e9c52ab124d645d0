/** The cms benches' shared parts: the product (@laurel/testing), Chromium, and p50/p95 figures. */
import { chromium } from 'playwright-core';
import { startProduct as start } from '@laurel/testing/start-product';

/**
 * The product started as a user starts it, on BENCH_PORT or a free port, with a fresh data directory; or, with
 * BENCH_BASE_URL (e.g. http://127.0.0.1:4350), a product already running there (left running at the end), such
 * as an older build of the product measured the same way.
 */
export async function startProduct() {
  const running = process.env.BENCH_BASE_URL;
  if (running) {
    const base = running.replace(/\/+$/, '');
    const health = await fetch(`${base}/api/v1/health`).catch(() => null);
    if (!health?.ok) throw new Error(`BENCH_BASE_URL: no product answers at ${base}/api/v1/health`);
    return { base, stop: () => undefined };
  }
  const product = await start({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
  return { base: product.baseUrl, stop: () => void product.stop() };
}

export const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return `median ${at(0.5).toFixed(0)} ms   p95 ${at(0.95).toFixed(0)} ms`;
};

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
