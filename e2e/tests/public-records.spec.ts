import { expect, test, type Page } from '@playwright/test';
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
    expect(sprint[0]).toMatch(/^1 Jason Lawson .*10\.68 sec 2004$/);
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
  const titles = await rows(page, 'Conference Titles');
  expect(titles.map((r) => r.split(' ')[1])).toEqual(['2007', '2002', '1983', '1983']);
});

test('a record opens its entry page with the record in its column format', async ({ page }) => {
  await page.goto('/category/default/cat-boys-track-records');
  await board(page, 'Long Jump').getByRole('link', { name: 'Luis Young' }).click();
  await expect(page).toHaveURL(/\/entry\/default\/cat-boys-track-records\//);
  await expect(page.getByTestId('entry-record-value')).toHaveText(`22' 8.5"`);
});
