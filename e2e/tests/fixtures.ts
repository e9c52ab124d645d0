/**
 * The `test` every journey uses. On top of Playwright's own fixtures it gives each worker a product of its own
 * and fails a journey on any uncaught page error or React error, in every browser context the journey opens.
 *
 * - **A product per worker.** `playwright.config.ts` starts one product (`npm start`: its own data directory
 *   and demo site, its own SMTP stand-in port) per worker; a worker's journeys reach only theirs, through
 *   `baseURL` and the `product` fixture. No journey's edit can break a journey on another worker, and the
 *   journeys that need a whole server (screens, the emergency switch, rate limits) have one.
 * - **No silent page errors.** An uncaught exception, an unhandled rejection, or a React error (hydration
 *   mismatches such as #418 included) in any page fails the journey after it ran. A journey that provokes one
 *   on purpose names it with `test.use({ allowedPageErrors: [/pattern/] })`.
 * - **Service workers only where a journey is about them.** A kiosk's page registers its offline worker, which
 *   then installs the build and passes every read and photo through itself: measured, a kiosk page load took
 *   2.9 CPU-s with it and 1.6 without, on two cores the suite shares. Journeys run with service workers blocked
 *   (playwright.config.ts); those about offline kiosks and TVs, screens catching edits and the reveal say
 *   `test.use({ serviceWorkers: 'allow' })` and get the product exactly as a kiosk runs it.
 * - **Nothing outlives its journey.** Contexts a journey opens itself (`browser.newContext`: a kiosk, a TV, a
 *   second visitor) are closed when it ends, as Playwright closes its own `context`. Left open, they ran on in
 *   the worker's browser under every later journey: measured on four files in one worker, 176 CPU-s with them
 *   open and 119 closed (fixtures-contexts.spec.ts checks it).
 */
import { test as base, type Browser, type BrowserContext, type ConsoleMessage, type WebError } from '@playwright/test';
import { trackRequests } from './network-quiet';
import { productForWorker, type WorkerProduct } from './products';

export * from '@playwright/test';
export { networkQuiet } from './network-quiet';

/** React's own errors and warnings as the production and development builds print them. */
const REACT_ERROR = /Minified React error|React error #\d+|Warning: |hydrat|did not match|Cannot update a component/i;
/** An edit control that threw: the cms shows the public rendering instead (lazy-control.tsx), and editing is lost. */
const CONTROL_FAILED = /^Edit control \S+ failed/;

interface GuardOptions {
  allowedPageErrors: RegExp[];
  /**
   * Counts the page's requests so the journey can wait for `networkQuiet`. Off by default: every request event then
   * crosses to the runner (public-kiosk-screen took 89.5 CPU-s with it, 82.4 without; one run each, busy machine).
   */
  trackNetwork: boolean;
}

const watched = new WeakSet<BrowserContext>();

function watch(context: BrowserContext, errors: string[]): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('weberror', (e: WebError) => {
    const err = e.error();
    errors.push(`${e.page()?.url() ?? ''}: uncaught ${err.stack ?? err.message}`);
  });
  context.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' && (REACT_ERROR.test(m.text()) || CONTROL_FAILED.test(m.text())))
      errors.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
  });
}

/**
 * Makes every context the journey opens itself (browser.newContext) report its page errors too, and gives it the
 * journey's service-worker choice unless it makes its own.
 */
function watchNewContexts(
  browser: Browser,
  errors: string[],
  serviceWorkers: 'allow' | 'block',
): { restore: () => void; opened: BrowserContext[] } {
  const original = browser.newContext.bind(browser);
  const opened: BrowserContext[] = [];
  browser.newContext = async (options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await original({ serviceWorkers, ...options });
    opened.push(context);
    watch(context, errors);
    return context;
  };
  return {
    restore: () => {
      browser.newContext = original;
    },
    opened,
  };
}

export const test = base.extend<GuardOptions & { pageErrors: string[] }, { product: WorkerProduct }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as a pattern.
  product: [async ({}, use, workerInfo) => use(productForWorker(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ product }, use) => use(product.baseURL),
  allowedPageErrors: [[], { option: true }],
  trackNetwork: [false, { option: true }],
  pageErrors: [
    async ({ browser, allowedPageErrors, serviceWorkers }, use) => {
      const errors: string[] = [];
      const { restore, opened } = watchNewContexts(browser, errors, serviceWorkers ?? 'allow');
      await use(errors);
      restore();
      const unexpected = errors.filter((e) => !allowedPageErrors.some((p) => p.test(e)));
      // Contexts the journey opened itself live as long as the worker's browser unless closed: kiosks, TVs and
      // visitors' pages of earlier journeys kept running (timers, streams, slideshows) under every later one.
      await Promise.all(opened.map((c) => c.close({ reason: 'The journey ended.' }).catch(() => undefined)));
      if (unexpected.length > 0) {
        throw new Error(`The journey's pages had ${unexpected.length} error(s):\n${unexpected.join('\n')}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, pageErrors, trackNetwork }, use) => {
    watch(context, pageErrors);
    if (trackNetwork) trackRequests(context);
    await use(context);
  },
});
