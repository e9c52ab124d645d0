import { expect, test } from './fixtures';
import { pageReady } from './public-helpers';

// The filter bar (letter, year, activity, free text; preselected and last-used) and site search. Each journey
// starts once the page runs in the browser: a server-rendered page shows before its handlers are live.

test('letter, sport, class year and free-text filters narrow the folder', async ({ page }) => {
  await page.goto('/category/default/cat-1970s');
  await pageReady(page);
  const cards = page.getByTestId('card');
  await expect(cards).toHaveCount(10);
  const letters = page.getByRole('group', { name: 'Last name' });
  await letters.getByRole('button', { name: 'L', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Isaiah Lawson');
  await expect(page).toHaveURL(/filter=lastName%3DL/);
  await letters.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards).toHaveCount(10);

  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Tennis' }).click();
  await expect(cards).toHaveCount(3); // 'Volleyball / Tennis', 'Tennis', 'Football / Tennis'
  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'All', exact: true }).click();

  await page.getByRole('searchbox', { name: 'Search this collection' }).fill('Grand Valley');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Isaiah Lawson');
  await page.getByRole('searchbox', { name: 'Search this collection' }).fill('nobody-here');
  await expect(page.getByText('Nobody matches these filters.')).toBeVisible();
});

test('a year filter from the site settings on a banners folder', async ({ page }) => {
  await page.goto('/category/default/cat-championship-teams');
  await pageReady(page);
  const teams = page.getByRole('list', { name: 'Championship Teams' }).getByRole('heading', { level: 2 });
  await expect(teams).toHaveCount(5);
  await page.getByLabel('Class of').selectOption('1994');
  await expect(teams).toHaveText(['1994 Girls Basketball Team']);
  await page.getByLabel('Class of').selectOption('');
  await expect(teams).toHaveCount(5);
});

test('a filter in the address is preselected, and the last-used filter comes back to the folder', async ({ page }) => {
  await page.goto('/category/default/cat-1970s?filter=activity%3DTennis');
  await pageReady(page);
  await expect(page.getByTestId('card')).toHaveCount(3);
  await expect(page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Tennis' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('group', { name: 'Last name' }).getByRole('button', { name: 'Q', exact: true }).click();
  await expect(page.getByTestId('card')).toHaveCount(1);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home\/default/);
  await page.goto('/category/default/cat-1970s');
  await pageReady(page);
  await expect(page.getByTestId('card')).toHaveCount(1);
  await expect(page.getByTestId('card')).toContainText('Daniel Quinn');
});

test('site search lowercases and trims the term; an empty term does nothing', async ({ page }) => {
  await page.goto('/categories/default');
  await pageReady(page);
  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/search?') && searches.push(r.url()));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('searchbox');
  await box.fill('   ');
  await box.press('Enter');
  await page.waitForTimeout(300);
  expect(searches).toEqual([]);
  await expect(dialog.getByTestId('search-results').getByRole('button')).toHaveCount(0);

  await box.fill('  LAWSON  ');
  await box.press('Enter');
  await expect(dialog.getByRole('button', { name: /Isaiah Lawson/ })).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]).searchParams.get('q')).toBe('lawson');
  await dialog.getByRole('button', { name: /Isaiah Lawson/ }).click();
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-isaiah-lawson$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
