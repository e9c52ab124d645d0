import { expect, test, type Page } from './fixtures';
import { adminToken, createEntry, createFolder, deleteFolder } from './public-helpers';
import { signInToEdit } from './cms-helpers';

// What a visitor notices on Home and a profile (issue 25, "Visitors"): no folder card alone on a row, the
// generic trophy drawn whole above the title band, the carousel's arrows clear of the titles, "Edit home page"
// in the editing bar, a profile on one 1080p screen and a portrait photo as sharp as it is drawn.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** The Home grid's cards, row by row (left to right), with the grid's own width. */
async function gridRows(page: Page) {
  await expect(page.getByTestId('home-grid').getByTestId('card').first()).toBeVisible();
  return page.getByTestId('home-grid').evaluate((grid) => {
    const list = grid.querySelector('.ps-grid')!.getBoundingClientRect();
    const rows = new Map<number, number[]>();
    for (const card of grid.querySelectorAll('[data-testid=card]')) {
      const r = card.getBoundingClientRect();
      rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), Math.round(r.width)]);
    }
    return { gridWidth: Math.round(list.width), rows: [...rows.values()] };
  });
}

/** No card sits alone on a row beside an empty space: a row of one card spans the grid. */
function expectNoLoneCard({ gridWidth, rows }: { gridWidth: number; rows: number[][] }) {
  for (const row of rows.filter((r) => r.length === 1))
    expect(row[0], JSON.stringify(rows)).toBeGreaterThanOrEqual(gridWidth - 2);
}

const VIEWS = [
  { name: 'landscape kiosk', viewport: { width: 1920, height: 1080 }, query: '?touchScreen=true' },
  { name: 'portrait kiosk', viewport: { width: 1080, height: 1920 }, query: '?touchScreen=true' },
  { name: 'phone', viewport: { width: 390, height: 844 }, query: '' },
];

for (const view of VIEWS) {
  test(`Home on a ${view.name}: no lone folder card, the trophy whole above its title, arrows clear of titles`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: view.viewport });
    const page = await context.newPage();
    await page.goto(`/home/default${view.query}`);
    expectNoLoneCard(await gridRows(page));
    // the demo's folders have no cover: the site's generic trophy stands in, drawn whole above the title band
    const cards = page.getByTestId('home-grid').getByTestId('card');
    for (const card of await cards.all()) {
      const media = (await card.locator('.ui-card__media').boundingBox())!;
      const band = (await card.locator('.ui-card__body').boundingBox())!;
      expect(media.y + media.height, await card.innerText()).toBeLessThanOrEqual(band.y + 1);
      await expect(card.locator('img')).toHaveCSS('object-fit', 'contain');
    }
    // the carousel's previous/next cover no folder name
    const carousel = page.getByTestId('home-carousel');
    const titles = await Promise.all((await carousel.locator('.ui-card__title').all()).map((t) => t.boundingBox()));
    for (const name of ['Previous', 'Next']) {
      const arrow = (await carousel.getByRole('button', { name }).boundingBox())!;
      for (const title of titles) if (title) expect(overlaps(arrow, title), `${name} over a title`).toBe(false);
    }
    await context.close();
  });
}

test('a fourth folder on Home makes two rows of two at 1920×1080, not three and one', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createFolder(request, token, {
    categoryName: 'Distinguished Service',
    parentCategoryID: 'cat-hall-of-fame',
  });
  try {
    // visitors see a folder once it has something published in it
    await createEntry(request, token, id, { firstName: 'Ada', lastName: 'Lovelace', isLive: true });
    const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.goto('/home/default?touchScreen=true');
    await expect(page.getByTestId('home-grid').getByTestId('card')).toHaveCount(4);
    const { rows } = await gridRows(page);
    expect(rows.map((r) => r.length)).toEqual([2, 2]);
    await context.close();
  } finally {
    await deleteFolder(request, token, id);
  }
});

test('"Edit home page" sits in the editing bar and covers nothing of Home', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInToEdit(page);
  const button = page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Edit home page' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  for (const part of await page.getByTestId('sponsors').getByRole('img').all()) {
    const logo = await part.boundingBox();
    if (logo) expect(overlaps(box, logo)).toBe(false);
  }
  await button.click();
  await expect(page.getByRole('button', { name: 'Edit home page' })).toHaveCount(0);
});

test('a profile with a normal bio fits a 1920×1080 kiosk without scrolling', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto('/entry/default/cat-1970s/entry-daniel-quinn?touchScreen=true');
  await expect(page.locator('.ps-profile__photo img')).toBeVisible();
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('the portrait kiosk draws the profile photo from a file at least as wide as it is drawn', async ({
  browser,
  baseURL,
}) => {
  for (const deviceScaleFactor of [1, 2]) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1080, height: 1920 }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto('/entry/default/cat-1970s/entry-daniel-quinn?touchScreen=true');
    const photo = await page.locator('.ps-profile__photo img').evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
      const file = Number(/-w(\d+)\.webp$/.exec(img.currentSrc)?.[1] ?? 1280); // the demo originals are 1280 px
      return { file, drawn: Math.round(img.getBoundingClientRect().width * devicePixelRatio), src: img.currentSrc };
    });
    expect(photo.file, JSON.stringify(photo)).toBeGreaterThanOrEqual(photo.drawn);
    await context.close();
  }
});
