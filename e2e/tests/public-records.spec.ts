import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, SITE } from './public-helpers';

// Records boards read like a scoreboard: best first by the column's type and direction, ties share a rank.

const board = (page: Page, label: string) =>
  page.getByTestId('records-board').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
async function rows(page: Page, label: string): Promise<string[]> {
  await expect(board(page, label).getByTestId('record-row').first()).toBeVisible();
  return (await board(page, label).getByTestId('record-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

test('boards rank records by their column even when the folder stores them in another order', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const folder = await (
    await request.get(`/api/v1/sites/${SITE}/categories/cat-boys-track-records?cms=1`, { headers: authHeaders(token) })
  ).json();
  const original: string[] = folder.category.entries;
  const put = (entryIds: string[]) =>
    request.put(`/api/v1/sites/${SITE}/categories/cat-boys-track-records/entries`, {
      headers: authHeaders(token),
      data: { entryIds },
    });
  const reversed = await put([...original].reverse());
  expect(reversed.status(), await reversed.text()).toBe(200);
  try {
    await page.goto('/category/default/cat-boys-track-records');
    // Time, ascending: the fastest first.
    const sprint = await rows(page, '100 Meters');
    // the units once, in the column heading; not on every value
    expect(sprint[0]).toMatch(/^1 Jason Lawson .*10\.68 2004$/);
    await expect(board(page, '100 Meters').getByRole('columnheader', { name: 'Record (sec)' })).toBeVisible();
    expect(sprint.map((r) => r.split(' ')[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sprint[5]).toContain('Gregory Okafor');
    // Imperial, descending: the longest first, shown in feet and inches.
    const jump = await rows(page, 'Long Jump');
    expect(jump.map((r) => r.match(/\d+' [\d.]+"/)?.[0])).toEqual([`22' 11"`, `22' 8.5"`, `22' 6"`, `22' 3"`]);
    // An unpublished record is not on the board.
    await expect(board(page, 'Shot Put')).not.toContainText('Terrence Quinn');
    await expect(board(page, 'Shot Put').getByTestId('record-row')).toHaveCount(4);
  } finally {
    await put(original);
  }
});

test('win-loss boards rank by winning percentage; newest boards by date', async ({ page }) => {
  await page.goto('/category/default/cat-team-records');
  const basketball = await rows(page, 'Basketball Best Seasons');
  expect(basketball[0]).toMatch(/^1 1977 Varsity .*13 - 1/);
  expect(basketball[1]).toMatch(/^2 2018 Varsity .*12 - 1 - 1/);
  // newest first is a list, not a ranking: no rank column, no medals
  const titles = await rows(page, 'Conference Titles');
  expect(titles.map((r) => r.split(' ')[0])).toEqual(['2007', '2002', '1983', '1983']);
  await expect(board(page, 'Conference Titles').getByRole('columnheader', { name: 'Rank' })).toHaveCount(0);
  await expect(board(page, 'Conference Titles').locator('.ps-board__rank-badge')).toHaveCount(0);
  await expect(board(page, 'Basketball Best Seasons').getByRole('columnheader', { name: 'Rank' })).toBeVisible();
});

test("a record holder's profile does not call the record's year an induction", async ({ page }) => {
  await page.goto('/category/default/cat-boys-track-records');
  await board(page, 'Long Jump').getByRole('link', { name: 'Luis Young' }).click();
  await expect(page.getByTestId('entry-record-value')).toBeVisible();
  await expect(page.locator('.ps-facts')).not.toContainText('Inducted');
});

test('a kiosk pages a long board by itself instead of scrolling it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 }, hasTouch: true });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/category/default/cat-swimming-records?touchScreen=true');
  const first = board(page, '50 Freestyle');
  await expect(first.getByText(/^Page 1 of \d$/)).toBeVisible();
  const before = await first.getByTestId('record-row').first().innerText();
  await page.clock.fastForward(10_500);
  await expect(first.getByText(/^Page 2 of \d$/)).toBeVisible();
  expect(await first.getByTestId('record-row').first().innerText()).not.toBe(before);
  await context.close();
});

test('a portrait kiosk shows boards a set at a time, turning by itself, and never scrolls', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1080, height: 1920 }, hasTouch: true });
  const page = await context.newPage();
  await page.clock.install();
  const fits = () => page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1);
  const titles = () => page.getByTestId('records-board').locator('h2').allTextContents();
  await page.goto('/category/default/cat-swimming-records?touchScreen=true');
  await expect(page.getByText('Boards 1–2 of 3')).toBeVisible();
  expect(await titles()).toEqual(['50 Freestyle', '100 Butterfly']);
  expect(await fits()).toBe(true);
  await page.clock.fastForward(10_500);
  await expect(page.getByText('Board 3 of 3')).toBeVisible();
  expect(await titles()).toEqual(['200 Individual Medley']);
  expect(await fits()).toBe(true);
  // a visitor may turn them too
  await page.getByRole('button', { name: 'Next boards' }).tap();
  await expect(page.getByText('Boards 1–2 of 3')).toBeVisible();

  // five boards, some longer than a page: each set stays until its boards have shown every page
  await page.goto('/category/default/cat-boys-track-records?touchScreen=true');
  await expect(page.getByText('Boards 1–2 of 5')).toBeVisible();
  expect(await fits()).toBe(true);
  await context.close();
});

test('a record opens its entry page with the record in its column format', async ({ page }) => {
  await page.goto('/category/default/cat-boys-track-records');
  await board(page, 'Long Jump').getByRole('link', { name: 'Luis Young' }).click();
  await expect(page).toHaveURL(/\/entry\/default\/cat-boys-track-records\//);
  await expect(page.getByTestId('entry-record-value')).toHaveText(`22' 8.5"`);
});
