import { existsSync } from 'node:fs';
/**
 * Where each Playwright worker's own product listens. `playwright.config.ts` starts one product per worker on
 * these ports; the journeys reach theirs through the `product` fixture (fixtures.ts).
 */
export interface WorkerProduct {
  /** The product's address, e.g. http://127.0.0.1:3999. */
  baseURL: string;
  /** The port of the SMTP stand-in a journey starts to receive this product's screen alerts. */
  smtpPort: number;
}

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell, the same Blink as Debian's
 * chromium without the desktop browser around it), which took a fifth less CPU for the same journeys; CHROMIUM_PATH
 * chooses another. Screenshot baselines are drawn by it.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** How many workers (and so products) a run has: E2E_WORKERS, 2 by default. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The first product's port: E2E_PORT, 3999 by default; the next worker's is 5 higher. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3999);

export function productForWorker(index: number): WorkerProduct {
  const port = FIRST_PORT + 5 * index;
  return { baseURL: `http://127.0.0.1:${port}`, smtpPort: port + 1 };
}
