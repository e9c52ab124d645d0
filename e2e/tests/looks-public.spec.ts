import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, pageReady, SITE } from './public-helpers';
import { openPlayer } from './cast-helpers';

// Screenshot baselines of the screens visitors judge us by: a kiosk's Home, a folder, a profile, a records
// board and a cast slide, on a landscape and a portrait wall, a 4K wall (drawn at half scale, so the baseline
// is 1920×1080 pixels of a 3840×2160 page) and a phone, with the site light and dark. A page that loses its
// styling, a part that moves or a site drawn in two colours differs from its baseline and fails.
const screens = [
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, kiosk: true },
  { name: '1080x1920', viewport: { width: 1080, height: 1920 }, deviceScaleFactor: 1, kiosk: true },
  { name: '3840x2160', viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 0.5, kiosk: true, big: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, kiosk: false },
] as const;

/**
 * What differs from run to run is masked: the upcoming events (the demo calendar's dates follow today's) and the
 * cast slide's QR code (it encodes the address of the worker's own product, whose port differs).
 */
const changing = (page: Page) => [page.getByTestId('upcoming-events'), page.getByTestId('cast-qr')];

/** A 4K page is drawn and compared twice before it counts as stable: that takes longer than a 1080p one. */
const shotOptions = (page: Page, screen: (typeof screens)[number]) => ({
  mask: changing(page),
  // A 4K wall is compared at its device scale (0.5): 1920×1080 pixels of the 3840×2160 page.
  ...('big' in screen ? { timeout: 30_000, scale: 'device' as const } : {}),
});

// The ten screenshot tests share the two workers (each worker's product is set light or dark by the describe's
// beforeAll before each of its tests), so the journeys that wait for them start sooner.
test.describe.configure({ mode: 'parallel' });

const pages = [
  ['home', `/home/${SITE}`],
  ['folder', `/category/${SITE}/cat-1970s`],
  ['profile', `/entry/${SITE}/cat-1970s/entry-isaiah-lawson`],
  ['records', `/category/${SITE}/cat-team-records`],
] as const;

/** Waits until the page runs and every picture on screen has been drawn. */
async function settled(page: Page): Promise<void> {
  await pageReady(page);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .every((img) => img.complete),
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';
  test.describe(`${theme} site`, () => {
    test.beforeAll(async ({ request }) => {
      const token = await adminToken(request);
      const site = await (await request.get(`/api/v1/sites/${SITE}/styling`)).json();
      const res = await request.patch(`/api/v1/sites/${SITE}`, {
        headers: authHeaders(token),
        data: { colors: { ...site.colors, darkMode: dark } },
      });
      expect(res.status()).toBe(200);
      await new Promise((r) => setTimeout(r, 2100)); // the public view is kept for up to 2 s
    });
    test.afterAll(async ({ request }) => {
      if (!dark) return;
      const token = await adminToken(request);
      const site = await (await request.get(`/api/v1/sites/${SITE}/styling`)).json();
      await request.patch(`/api/v1/sites/${SITE}`, {
        headers: authHeaders(token),
        data: { colors: { ...site.colors, darkMode: false } },
      });
    });

    for (const screen of screens) {
      test(`kiosk pages at ${screen.name} look as they should`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          viewport: screen.viewport,
          deviceScaleFactor: screen.deviceScaleFactor,
          hasTouch: true,
          isMobile: !screen.kiosk,
          reducedMotion: 'reduce',
        });
        // Reduced motion: the home carousel does not advance by itself and nothing animates.
        const page = await context.newPage();
        for (const [name, path] of pages) {
          await page.goto(screen.kiosk ? `${path}?touchScreen=true` : path);
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${screen.name}-${theme}.png`, shotOptions(page, screen));
        }
        await context.close();
      });
    }

    test('a cast slide looks as it should on a TV', async ({ browser, baseURL }) => {
      for (const screen of screens.slice(0, 3)) {
        const context = await browser.newContext({
          baseURL,
          viewport: screen.viewport,
          deviceScaleFactor: screen.deviceScaleFactor,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await openPlayer(page, 'cast-lobby');
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`cast-${screen.name}-${theme}.png`, shotOptions(page, screen));
        await context.close();
      }
    });
  });
}
