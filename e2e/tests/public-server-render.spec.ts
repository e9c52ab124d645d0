import { expect, networkQuiet, test, type ConsoleMessage } from './fixtures';
import { adminToken, authHeaders, createEntry, createFolder, deleteFolder, pageReady, SITE } from './public-helpers';

// Waits for the network to go quiet (networkQuiet): the requests are counted.
test.use({ trackNetwork: true });

// Public pages arrive server-rendered (issue 16): the content is in the HTML before any script runs, the page
// then hydrates without a visible change or a warning, and nothing unpublished is ever in what visitors get.

const HOME = `/home/${SITE}`;
const FOLDER = `/category/${SITE}/cat-1970s`;
const PROFILE = `/entry/${SITE}/cat-1970s/entry-isaiah-lawson`;

test('home, a folder and a profile have their content and link-preview tags in the HTML itself', async ({
  request,
}) => {
  const pages: [string, string[]][] = [
    [HOME, ['Northfield High School Athletic Hall of Fame', 'Inductees by Decade', 'Touch to explore']],
    [FOLDER, ['1970s', 'Tanya Castillo', 'Isaiah Lawson', 'Andre Young']],
    [PROFILE, ['Isaiah Lawson', 'Basketball', 'Class of']],
  ];
  for (const [path, texts] of pages) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const text of texts) expect(root, `${path}: ${text}`).toContain(text);
    // shown as it is, not hidden for a script to reveal
    expect(root).not.toContain('<template');
    expect(html).toContain('id="laurel-ssr-data"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
  }
  const profile = await (await request.get(PROFILE)).text();
  expect(profile).toContain('<meta property="og:title" content="Isaiah Lawson');
  expect(profile).toMatch(/<meta property="og:image" content="[^"]*headshot-isaiah-lawson/);
});

test('a phone without scripts shows the page, styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(FOLDER);
  await expect(page.getByRole('heading', { name: '1970s' })).toBeVisible();
  await expect(page.getByText('Isaiah Lawson')).toBeVisible();
  // the site's theme and the page's styles are there: the heading uses the site's display font
  const font = await page.getByRole('heading', { name: '1970s' }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('Oswald');
  await context.close();
});

test('before its scripts run, a folder animates nothing behind the photos that have arrived', async ({ page }) => {
  // The app's scripts never arrive: the page stays as the server made it, with its one inline script.
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FOLDER, { waitUntil: 'load' });
  const state = () =>
    page.evaluate(() => {
      const boxes = [...document.querySelectorAll('.ui-media')].filter((b) => b.querySelector('img'));
      const arrived = boxes.filter((b) => b.querySelector('img')!.complete && b.querySelector('img')!.naturalWidth);
      return {
        hydrated: document.documentElement.hasAttribute('data-page-ready'),
        photos: arrived.length,
        animating: arrived.filter((b) => b.getAnimations().length > 0).length,
        stillLoading: boxes.length - arrived.length,
      };
    });
  await expect.poll(async () => (await state()).photos).toBeGreaterThanOrEqual(2);
  // every arrived photo's box has stopped its loading shimmer (it repainted at every frame until the scripts ran)
  expect(await state()).toMatchObject({ hydrated: false, animating: 0 });
});

test('a key pressed on a button before the stylesheets have arrived is not lost', async ({ page }) => {
  // The stylesheets are slow (a phone's link): the page's markup is there, focusable, before it is painted.
  await page.route(/\.css$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(PROFILE, { waitUntil: 'commit' });
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.waitFor({ state: 'attached' });
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});

test('the page hydrates in place, with no warning, and then works as before', async ({ page }) => {
  const messages: string[] = [];
  const keep = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', keep);
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  // The server's heading, marked before any script runs: hydration keeps that very element.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { ssrHeading: Element | null }).ssrHeading = document.querySelector('#root h1');
    });
  });
  for (const path of [HOME, FOLDER, PROFILE]) {
    await page.goto(path);
    await pageReady(page);
    await networkQuiet(page);
    const kept = await page.evaluate(() => {
      const el = (window as unknown as { ssrHeading: Element | null }).ssrHeading;
      return Boolean(el?.isConnected) && el === document.querySelector('#root h1');
    });
    expect(kept, path).toBe(true);
    // The server's font stylesheet serves the hydrated page too: it is not linked (and fetched) a second time.
    await expect(page.locator('link[rel=stylesheet][href*="/fonts/css2?"]'), path).toHaveCount(1);
  }
  // interactive: a tap on a card opens the profile
  await page.goto(FOLDER);
  await pageReady(page);
  await page
    .getByRole('link', { name: /Isaiah Lawson/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
  await expect(page.getByRole('heading', { name: 'Isaiah Lawson' })).toBeVisible();
  expect(messages).toEqual([]);
});

test('nothing unpublished reaches a visitor through the HTML, its data or the sitemap; an edit shows at once', async ({
  request,
}) => {
  const token = await adminToken(request);
  const folder = await createFolder(request, token, {
    categoryName: 'Server Render Class',
    layout: 'PersonCircleCardCategoryLayout',
  });
  try {
    const shown = await createEntry(request, token, folder, {
      firstName: 'Priya',
      lastName: 'Published',
      isLive: true,
    });
    await createEntry(request, token, folder, { firstName: 'Ulrich', lastName: 'Unpublished', isLive: false });
    await createEntry(request, token, folder, { firstName: 'Second', lastName: 'Shown', isLive: true });
    const path = `/category/${SITE}/${folder}`;
    const first = await request.get(path);
    const html = await first.text();
    expect(html).toContain('Priya Published');
    expect(html).not.toContain('Unpublished');
    const sitemap = await (await request.get(`/sitemaps/${SITE}.xml`)).text();
    expect(sitemap).toContain(`/category/${SITE}/${folder}`);
    expect(sitemap).toContain(`/entry/${SITE}/${folder}/${shown}`);
    expect(sitemap).not.toContain('Unpublished');
    // an editor's view of the same folder, then a visitor's: still only published people
    const editing = await request.get(`/api/v1/sites/${SITE}/categories/${folder}?cms=1`, {
      headers: authHeaders(token),
    });
    expect(await editing.text()).toContain('Unpublished');
    expect(await (await request.get(path)).text()).not.toContain('Unpublished');

    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    expect((await request.get(path, { headers: { 'if-none-match': etag } })).status()).toBe(304);
    const rename = await request.patch(`/api/v1/sites/${SITE}/entries/${shown}`, {
      headers: authHeaders(token),
      data: { categoryID: folder, path: `/entry/${shown}`, patch: { lastName: 'Renamed' } },
    });
    expect(rename.status(), await rename.text()).toBe(200);
    const after = await request.get(path, { headers: { 'if-none-match': etag } });
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain('Priya Renamed');
  } finally {
    await deleteFolder(request, token, folder);
  }
});

test("a kiosk's record boards are rendered on the server too (no screen size is needed there)", async ({ request }) => {
  const html = await (await request.get(`/category/${SITE}/cat-swimming-records?touchScreen=true`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('50 Freestyle');
  expect(html).toContain('id="laurel-ssr-data"');
});
