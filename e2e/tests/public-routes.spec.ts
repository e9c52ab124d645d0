import { expect, test } from './fixtures';
import { pageReady } from './public-helpers';

// Every public route of SPEC §2 on the demo site, and the visibility rules of SPEC §4 as a visitor sees them.

test('home shows the title, description, start button, announcements and sponsors; start opens the folders', async ({
  page,
}) => {
  await page.goto('/home/default');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Northfield High School Athletic Hall of Fame' }),
  ).toBeVisible();
  await expect(page.getByText('Celebrating the athletes, coaches and teams who made Husky history.')).toBeVisible();
  await expect(page.getByText('Nominations for the Class of 2027 are open until March 31.')).toBeVisible();
  await expect(page.getByTestId('home-grid').getByRole('link', { name: /Legendary Coaches/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sponsors', exact: true })).toBeVisible();
  // Home buttons: image and text buttons show; the Twitter button is not confirmed, so it is not shown.
  await expect(page.getByRole('button', { name: 'About the Hall' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Husky News' })).toHaveCount(0);
  await page.getByRole('button', { name: 'About the Hall' }).click();
  await expect(page.getByRole('dialog', { name: 'About the Hall' })).toContainText('Since 1988');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('start-button').click();
  await expect(page).toHaveURL(/\/categories\/default$/);
});

test('the folder list shows published folders with content only', async ({ page }) => {
  await page.goto('/categories/default');
  const cards = page.getByTestId('card');
  await expect(cards.filter({ hasText: 'Hall of Fame' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Record Boards' })).toBeVisible();
  // 'NEW FOLDER' placeholders and the unpublished 'Class of 2026 Inductees' are hidden.
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('NEW FOLDER')).toHaveCount(0);
  await expect(page.getByText('Class of 2026 Inductees')).toHaveCount(0);
});

test('sub-folders, a category and an entry, with Back going up a level', async ({ page }) => {
  await page.goto('/subcategories/default/cat-hall-of-fame');
  await expect(page.getByRole('heading', { level: 1, name: 'Hall of Fame' })).toBeVisible();
  await page.getByTestId('card').filter({ hasText: 'Inductees by Decade' }).click();
  await expect(page).toHaveURL(/\/subcategories\/default\/cat-inductees-by-decade$/);
  await page.getByTestId('card').filter({ hasText: '1970s' }).click();
  await expect(page).toHaveURL(/\/category\/default\/cat-1970s$/);
  await expect(page.getByTestId('card')).toHaveCount(10);
  // Ordered by last name (the site's ordering attribute).
  await expect(page.getByTestId('card').first()).toContainText('Tanya Castillo');
  await page.getByTestId('card').filter({ hasText: 'Isaiah Lawson' }).click();
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-isaiah-lawson$/);
  const profile = page.getByRole('article');
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Isaiah Lawson');
  await expect(profile).toContainText('Basketball');
  await expect(profile).toContainText('Class of');
  await expect(profile).toContainText('1979');
  await expect(profile.locator('strong', { hasText: 'Isaiah Lawson' })).toBeVisible();
  await expect(profile.locator('em', { hasText: 'Grand Valley State' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/category\/default\/cat-1970s$/);
});

test('unpublished entries and NEW PROFILE placeholders are not shown', async ({ page }) => {
  await page.goto('/category/default/cat-2010s');
  await expect(page.getByTestId('card')).toHaveCount(9);
  await expect(page.getByText('Owen Dawson')).toHaveCount(0);
  await expect(page.getByText('NEW PROFILE')).toHaveCount(0);
});

test('an unpublished folder is not found for a visitor, who is taken Home', async ({ page }) => {
  await page.goto('/category/default/cat-class-of-2026');
  await expect(page).toHaveURL(/\/home\/default$/);
  await expect(page.getByText('Jordan Whitaker')).toHaveCount(0);
});

test('person-list and banners folders show their people in full; their entry pages lead back to the folder', async ({
  page,
}) => {
  await page.goto('/category/default/cat-coaches');
  await expect(page.getByRole('heading', { level: 2, name: 'Caleb Kowalski' })).toBeVisible();
  await expect(page.getByText('Known to generations of Huskies simply as “Coach Kowalski”')).toBeVisible();
  await page.goto('/entry/default/cat-coaches/entry-coach-kowalski');
  await expect(page).toHaveURL(/\/category\/default\/cat-coaches$/);
  await page.goto('/entry/default/cat-championship-teams/entry-team-football-1978');
  await expect(page).toHaveURL(/\/category\/default\/cat-championship-teams$/);
  await expect(page.getByRole('heading', { level: 2, name: '1978 Football Team' })).toBeVisible();
});

test('each page view is posted to the site analytics', async ({ page }) => {
  const posted = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().endsWith('/api/v1/sites/default/analytics/events') &&
      r.postData()!.includes('cat-1970s'),
  );
  await page.goto('/category/default/cat-1970s');
  const body = JSON.parse((await posted).postData()!);
  expect(body.events[0]).toMatchObject({
    type: 'page_view',
    path: '/category/default/cat-1970s',
    categoryId: 'cat-1970s',
  });
});

test('works with a keyboard: Tab to a card, Enter opens it, Escape closes the search', async ({ page }) => {
  await page.goto('/category/default/cat-1970s');
  await expect(page.getByTestId('card').first()).toBeVisible();
  await page.getByTestId('card').first().focus();
  await expect(page.getByTestId('card').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-tanya-castillo$/);
  await page.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('a server error while loading a folder shows the server text in a popup', async ({ page }) => {
  await page.route('**/api/v1/sites/default/categories/cat-1980s*', (route) =>
    route.fulfill({
      status: 503,
      json: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    }),
  );
  // Opened from the folder list: a page opened by its address comes rendered by the server, with its data.
  await page.goto('/subcategories/default/cat-inductees-by-decade');
  await expect(page.getByTestId('card').first()).toBeVisible();
  // Before its script runs, a link is followed by the browser and the server renders the folder with its data.
  await pageReady(page);
  await page.getByRole('link', { name: /1980s/ }).first().click();
  await expect(page.getByText('Database unavailable')).toBeVisible();
});
