import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { SITE, adminToken, authHeaders, createFolder, deleteFolder, pageReady, touch } from './public-helpers';

// A folder of 120 profiles (issue 25, visitors): paged 60 at a time with a kiosk's jump-by-letter bar, a profile
// opened from a filter counts within it, and kiosk search answers as the visitor types without the dialog moving.

const API = '/api/v1';
// Six last names under each of these letters (none under Q, U, V, X, Y, Z), sorted by last name.
const LETTERS = 'ABCDEFGHIJKLMNOPRSTW'.split('');
const PEOPLE = LETTERS.flatMap((l, li) =>
  Array.from({ length: 6 }, (_, i) => ({
    firstName: li === 7 && i === 2 ? 'Zephyrine' : `Pat${li * 6 + i}`,
    lastName: `${l}${'abcdef'[i]}ston`,
    // every fourth is a swimmer: 30 of the 120
    activity: (li * 6 + i) % 4 === 0 ? 'Swimming' : 'Track',
    isLive: true,
  })),
);
const name = (p: (typeof PEOPLE)[number]) => `${p.firstName} ${p.lastName}`;

async function withBigFolder(request: APIRequestContext, run: (folderId: string) => Promise<void>) {
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Big folder ${Date.now()}`,
    layout: 'PersonCircleCardCategoryLayout',
  });
  try {
    const order = await request.patch(`${API}/sites/${SITE}/categories/${folderId}`, {
      headers: authHeaders(token),
      data: { entryOrder: 'lastName', filterCategories: ['lastName', 'activity'] },
    });
    expect(order.status(), await order.text()).toBe(200);
    const added = await request.post(`${API}/sites/${SITE}/categories/${folderId}/entries/bulk`, {
      headers: authHeaders(token),
      data: { items: PEOPLE },
    });
    expect(added.status(), await added.text()).toBe(201);
    await run(folderId);
  } finally {
    await deleteFolder(request, token, folderId);
  }
}

async function tapOn(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await (await touch(page)).tap(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('a kiosk in a big folder', () => {
  test.use({ hasTouch: true, viewport: { width: 1080, height: 1920 } });

  test('shows 60 cards a page and jumps by letter with a tap', async ({ page, request }) => {
    await withBigFolder(request, async (folderId) => {
      await page.goto(`/category/${SITE}/${folderId}?touchScreen=1`);
      await pageReady(page);
      await expect(page.getByTestId('card')).toHaveCount(60);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages.getByText('Page 1 of 2')).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`big folder: page 1 of 120 cards is ${height} px tall at 1080x1920`);

      const letters = page.getByRole('navigation', { name: 'Jump to a letter' });
      await expect(letters.getByRole('button', { name: 'No names under Q' })).toBeDisabled();
      const m = letters.getByRole('button', { name: 'Jump to M' });
      expect((await m.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      // M's first card is the 73rd: on page 2, scrolled into view.
      await tapOn(page, m);
      await expect(pages.getByText('Page 2 of 2')).toBeVisible();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByTestId('card')).toHaveCount(60);
      await expect(page.getByTestId('card').filter({ hasText: name(PEOPLE[72]) })).toBeInViewport();

      await tapOn(page, pages.getByRole('button', { name: 'Previous' }));
      await expect(pages.getByText('Page 1 of 2')).toBeVisible();
      await expect(page.getByTestId('card').first()).toContainText(name(PEOPLE[0]));

      // The server renders the page the address names, as the client does (no hydration mismatch).
      await page.goto(`/category/${SITE}/${folderId}?touchScreen=1&page=2`);
      await pageReady(page);
      await expect(page.getByTestId('card').first()).toContainText(name(PEOPLE[60]));
      await tapOn(page, page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' }));
      await expect(page.getByTestId('card').first()).toContainText(name(PEOPLE[0]));
    });
  });

  test('search shows results as the visitor types, without the dialog moving', async ({ page, request }) => {
    await withBigFolder(request, async () => {
      await page.goto(`/categories/${SITE}?touchScreen=1`);
      await pageReady(page);
      await page.getByRole('button', { name: 'Search', exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const keyboard = page.getByRole('group', { name: 'Keyboard for Search the site' });
      await expect(keyboard).toBeVisible();
      // Measured once the dialog's opening animation has ended (mid-scale it is a pixel smaller).
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const before = (await dialog.boundingBox())!;
      // When a key is tapped, and when the result first appears after it, as the page sees them.
      await page.evaluate(() => {
        const w = window as unknown as { lastKey: number; shown: number };
        document.addEventListener(
          'click',
          () => {
            w.lastKey = performance.now();
            w.shown = 0;
          },
          true,
        );
        const results = document.querySelector('[data-testid="search-results"]')!;
        new MutationObserver(() => {
          if (!w.shown && results.textContent?.includes('Zephyrine')) w.shown = performance.now();
        }).observe(results, { childList: true, subtree: true, characterData: true });
      });
      // "zephyrx" finds nobody; the last key (Backspace) makes it "zephyr", which finds her.
      for (const k of 'ZEPHYRX') await keyboard.getByRole('button', { name: k, exact: true }).tap();
      await expect(page.getByTestId('search-results')).toContainText('No results for “zephyrx”');
      expect(await dialog.boundingBox()).toEqual(before);
      await keyboard.getByRole('button', { name: 'Backspace' }).tap();
      const hit = page.getByTestId('search-results').getByText(name(PEOPLE[44]));
      await expect(hit).toBeVisible();
      const wait = await page.evaluate(() => {
        const w = window as unknown as { lastKey: number; shown: number };
        return w.shown - w.lastKey;
      });
      console.log(`search: result ${Math.round(wait)} ms after the last key`);
      expect(wait).toBeLessThan(300);
      const after = (await dialog.boundingBox())!;
      expect(after).toEqual(before);
      await hit.tap();
      await expect(page.getByTestId('entry-page')).toContainText(name(PEOPLE[44]));
    });
  });
});

test('a profile opened from a filtered folder counts and pages within the filter', async ({ page, request }) => {
  await withBigFolder(request, async (folderId) => {
    const swimmers = PEOPLE.filter((p) => p.activity === 'Swimming');
    expect(swimmers).toHaveLength(30);
    await page.goto(`/category/${SITE}/${folderId}?filter=${encodeURIComponent('activity=Swimming')}`);
    await pageReady(page);
    await expect(page.getByTestId('card')).toHaveCount(30);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByTestId('card').nth(11).click();
    const pager = page.getByRole('navigation', { name: 'More in this collection' });
    await expect(page.getByTestId('entry-page')).toContainText(name(swimmers[11]));
    await expect(pager).toContainText('12 of 30');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('13 of 30');
    await expect(page.getByTestId('entry-page')).toContainText(name(swimmers[12]));
    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager).toContainText('11 of 30');
    await expect(page.getByTestId('entry-page')).toContainText(name(swimmers[10]));
  });
});
