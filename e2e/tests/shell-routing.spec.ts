import { expect, test } from '@playwright/test';
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
