import { expect, test } from './fixtures';
import { pageReady } from './public-helpers';
import { expectDemoHome } from './shell-helpers';

// The shell's route table and guards, as a visitor meets them.

test('the root opens the demo site home', async ({ page }) => {
  await page.goto('/');
  await expectDemoHome(page);
  await expect(page).toHaveTitle(/Northfield/);
});

test('an unknown path goes to the login page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to edit your site' })).toBeVisible();
});

test('admin and editing routes send a visitor to sign in', async ({ page }) => {
  await page.goto('/settings/default/users');
  await expect(page).toHaveURL(/\/login\/default$/);
  await page.goto('/recentlyDeleted/default');
  await expect(page).toHaveURL(/\/login\/default$/);
  await page.goto('/bulkCategoryEditor/default/cat-hall-of-fame');
  await expect(page).toHaveURL(/\/login\/default$/);
  await expect(page.getByRole('heading', { name: 'Sign in to edit your site' })).toBeVisible();
});

test("the 'lookup' site id goes to Home of the active site", async ({ page }) => {
  await page.goto('/home/default');
  await expectDemoHome(page);
  await pageReady(page); // the active site is remembered by the page's script (a server-rendered page shows first)
  await page.goto('/category/lookup/cat-records');
  await expectDemoHome(page);
});

test('an old hash link becomes a path with its query', async ({ page }) => {
  await page.goto('/#/categories/default?touchScreen=false');
  await expect(page).toHaveURL(/\/categories\/default\?touchScreen=false$/);
  await expect(page.getByText('Hall of Fame').first()).toBeVisible();
});

test('a site that does not exist shows the 404 page', async ({ page }) => {
  await page.goto('/home/no-such-site');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
});

test.describe('a site that does not exist on the production host (SPEC §8)', () => {
  const MARKETING = 'https://www.laurel-marketing.example/';
  test.beforeEach(async ({ page }) => {
    // this server is the configured production host, and the provider's marketing site a stand-in page
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { productionHost: '127.0.0.1', marketingUrl: MARKETING } }),
    );
    await page.route(`${MARKETING}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Laurel for schools</h1>' }),
    );
  });

  test('a browser goes to the marketing site', async ({ page }) => {
    await page.goto('/home/no-such-site');
    await expect(page).toHaveURL(MARKETING);
    await expect(page.getByRole('heading', { name: 'Laurel for schools' })).toBeVisible();
  });

  test("a touch screen shows the server's message with no way back", async ({ page }) => {
    await page.goto('/home/no-such-site?touchScreen=true');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('No document exists for siteID no-such-site');
    await expect(dialog.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toContainText('No document exists for siteID no-such-site');
  });
});

test('off the production host a kiosk on the 404 page is offered its way home, not a sign-in', async ({ page }) => {
  await page.goto('/home/no-such-site?touchScreen=true');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('start-button')).toBeVisible();
});
