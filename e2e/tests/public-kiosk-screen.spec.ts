import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders } from './public-helpers';

// What a school notices on day one at the kiosk (issue 15): Home on one screen in every layout, grid and
// carousel lined up, each folder once, photos sharp at the drawn size, dark mode, the on-screen keyboard.

const LAYOUTS = ['FiveColumnHomeLayout', 'SplitScreenSpotlight', 'HomeLayout2', 'HomeLayout9'];
const KIOSKS = [
  { name: 'portrait 1080×1920', width: 1080, height: 1920 },
  { name: 'landscape 1920×1080', width: 1920, height: 1080 },
  { name: 'landscape 4K', width: 3840, height: 2160 },
];

/** Every part the demo site configures for Home, by test id or role, and whether each is fully on screen. */
async function partsOnScreen(page: Page, layout: string) {
  const home = page.locator(`[data-layout="${layout}"]`);
  const parts = {
    title: home.getByRole('heading', { level: 1 }),
    start: home.getByTestId('start-button'),
    carousel: home.getByTestId('home-carousel'),
    buttons: home.getByRole('navigation', { name: 'More' }),
    announcements: home.getByTestId('announcements'),
    events: home.getByTestId('upcoming-events').first(),
    sponsors: home.getByTestId('sponsors'),
    ...(layout === 'SplitScreenSpotlight' ? {} : { grid: home.getByTestId('home-grid') }),
  };
  const viewport = page.viewportSize()!;
  const off: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    await expect(part, name).toBeVisible();
    const box = (await part.boundingBox())!;
    if (box.y < -1 || box.x < -1 || box.y + box.height > viewport.height + 1 || box.x + box.width > viewport.width + 1)
      off.push(`${name} at y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`);
  }
  return off;
}

test.describe('Home on one kiosk screen', () => {
  for (const kiosk of KIOSKS) {
    test(`every home layout fits ${kiosk.name} and shows everything the site configured`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await adminToken(request);
      const setLayout = (layout: string) =>
        request.patch('/api/v1/sites/default', { headers: authHeaders(token), data: { home: { layout } } });
      const context = await browser.newContext({
        baseURL,
        viewport: { width: kiosk.width, height: kiosk.height },
        hasTouch: true,
      });
      const page = await context.newPage();
      try {
        for (const layout of LAYOUTS) {
          expect((await setLayout(layout)).status()).toBe(200);
          await page.goto('/home/default?touchScreen=true');
          await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
          await expect(page.getByTestId('upcoming-events').first().locator('li').first()).toBeVisible();
          const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
          expect(height, `${layout}: page height`).toBeLessThanOrEqual(kiosk.height);
          expect(await partsOnScreen(page, layout), `${layout}: parts below the screen`).toEqual([]);
        }
      } finally {
        await setLayout('FiveColumnHomeLayout');
        await context.close();
      }
    });
  }

  test('the grid and the carousel line up, and each folder appears once', async ({ browser, baseURL }) => {
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
    ]) {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/home/default');
      const gridCards = page.getByTestId('home-grid').getByTestId('card');
      const slides = page.getByTestId('home-carousel').getByTestId('card');
      await expect(slides.first()).toBeVisible();
      const g = [(await gridCards.nth(0).boundingBox())!, (await gridCards.nth(1).boundingBox())!];
      const c = [(await slides.nth(0).boundingBox())!, (await slides.nth(1).boundingBox())!];
      // same start, same width, same gap
      expect(Math.abs(g[0].x - c[0].x)).toBeLessThanOrEqual(1);
      expect(Math.abs(g[0].width - c[0].width)).toBeLessThanOrEqual(1);
      expect(Math.abs(g[1].x - g[0].x - (c[1].x - c[0].x))).toBeLessThanOrEqual(1);
      // "Hall of Fame" names the grid; "Record Boards" is one button: neither repeats on the screen
      await expect(page.getByText('Hall of Fame', { exact: true })).toHaveCount(1);
      await expect(page.getByText('Record Boards', { exact: true })).toHaveCount(1);
      await context.close();
    }
  });
});

test.describe('photos at the size they are drawn', () => {
  const coversDrawnSize = (page: Page, selector: string) =>
    page.locator(selector).evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
      const drawn = img.getBoundingClientRect().width * devicePixelRatio;
      return { natural: img.naturalWidth, drawn: Math.round(drawn), src: img.currentSrc };
    });

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
  ]) {
    test(`the profile photo and folder cards are sharp at ${viewport.width}×${viewport.height}`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/entry/default/cat-1970s/entry-isaiah-lawson');
      const profile = await coversDrawnSize(page, '.ps-profile__photo img');
      expect(profile.natural, JSON.stringify(profile)).toBeGreaterThanOrEqual(profile.drawn);
      await page.goto('/category/default/cat-1990s');
      await expect(page.getByTestId('card').first()).toBeVisible();
      const card = await coversDrawnSize(page, '[data-testid=card] img >> nth=0');
      expect(card.natural, JSON.stringify(card)).toBeGreaterThanOrEqual(card.drawn);
      // a small card does not download the original, nor a file twice the size it needs
      expect(card.src).toMatch(/-w\d+\.webp$/);
      expect(card.natural, JSON.stringify(card)).toBeLessThanOrEqual(Math.max(320, 2 * card.drawn));
      await context.close();
    });
  }

  test('a portrait cut to a wide tile keeps the face: cover crops follow the focal point', async ({ page }) => {
    await page.goto('/category/default/cat-1990s');
    const img = page.locator('[data-testid=card] img').first();
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => getComputedStyle(el).objectPosition)).toBe('50% 36%');
  });
});

test('dark mode changes the colours of home, folders, records, profiles and the sign-in page', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const site = await (await request.get('/api/v1/sites/default/styling')).json();
  const setDark = (darkMode: boolean) =>
    request.patch('/api/v1/sites/default', {
      headers: authHeaders(token),
      data: { colors: { ...site.colors, darkMode } },
    });
  // Each page and the part of it that must change: its backdrop, its cards, its fields.
  const pages = [
    ['/home/default', '.ps-home-wrap'],
    ['/category/default/cat-1990s', '.ps-page'],
    ['/category/default/cat-team-records', '.ps-board'],
    ['/entry/default/cat-1970s/entry-isaiah-lawson', '.ps-profile'],
    ['/login/default', '.shell-utility'],
    ['/login/default', '.shell-utility-card'],
    ['/login/default', '.shell-field__input'],
    ['/login/default', '.shell-utility-card__link'],
  ] as const;
  const colours = async () => {
    const out: string[] = [];
    for (const [path, selector] of pages) {
      if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
      const el = page.locator(selector).first();
      await expect(el).toBeVisible();
      out.push(
        await el.evaluate((e) => {
          const s = getComputedStyle(e);
          return `${s.backgroundColor} ${s.backgroundImage} / ${s.color}`;
        }),
      );
    }
    return out;
  };
  try {
    expect((await setDark(false)).status()).toBe(200);
    const light = await colours();
    expect((await setDark(true)).status()).toBe(200);
    await page.waitForTimeout(2100); // the public site view is cached for up to 2 s
    await page.goto('about:blank');
    const dark = await colours();
    for (let i = 0; i < pages.length; i++) expect(dark[i], pages[i].join(' ')).not.toBe(light[i]);
  } finally {
    await setDark(false);
  }
});

test.describe('the kiosk keyboard', () => {
  test.use({ hasTouch: true, viewport: { width: 1080, height: 1920 } });

  test('site search brings a large on-screen keyboard that types the search', async ({ page }) => {
    await page.goto('/categories/default?touchScreen=true');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const keyboard = page.getByRole('group', { name: 'Keyboard for Search the site' });
    await expect(keyboard).toBeVisible();
    const key = await keyboard.getByRole('button', { name: 'L', exact: true }).boundingBox();
    expect(key!.height).toBeGreaterThanOrEqual(56);
    for (const k of 'LAWSOM') await keyboard.getByRole('button', { name: k, exact: true }).tap();
    await keyboard.getByRole('button', { name: 'Backspace' }).tap();
    await keyboard.getByRole('button', { name: 'N', exact: true }).tap();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('lawson');
    await keyboard.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(page.getByTestId('search-results').getByText('Isaiah Lawson')).toBeVisible();
    // a clear button a finger can hit
    const clear = page.getByRole('button', { name: 'Clear search the site' });
    expect((await clear.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await clear.tap();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
  });

  test("the filter bar's text field opens the keyboard; nothing found offers Clear filters", async ({ page }) => {
    await page.goto('/category/default/cat-1990s?touchScreen=true');
    await expect(page.getByTestId('card').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search this collection' }).tap();
    const keyboard = page.getByRole('group', { name: 'Keyboard for Search this collection' });
    await expect(keyboard).toBeVisible();
    for (const k of 'ZZQ') await keyboard.getByRole('button', { name: k, exact: true }).tap();
    await expect(page.getByText('Nobody matches these filters.')).toBeVisible();
    await keyboard.getByRole('button', { name: 'Done' }).tap();
    await expect(keyboard).toBeHidden();
    await page.getByRole('button', { name: 'Clear filters' }).tap();
    await expect(page.getByTestId('card')).toHaveCount(10);
    await expect(page.getByRole('searchbox', { name: 'Search this collection' })).toHaveValue('');
  });

  test('a web visitor with a mouse gets no on-screen keyboard', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/categories/default');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expect(page.getByTestId('on-screen-keyboard')).toHaveCount(0);
    await context.close();
  });
});
