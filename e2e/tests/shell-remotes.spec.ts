import { expect, test } from './fixtures';
import { DEMO_ADMIN, expectDemoHome, signIn } from './shell-helpers';

// Remotes that are missing or fail to load never take the page down. A server-rendered page whose remote cannot
// load cannot be hydrated: React says so (#422, "switched to client rendering") and draws the not-available state.
test.use({ allowedPageErrors: [/React error #422/] });

test('a remote whose manifest cannot be fetched shows the not-available state', async ({ page }) => {
  await page.route('**/remotes/public-site/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/home/default');
  await expect(page.getByRole('heading', { name: 'The public site is not available right now' })).toBeVisible();
  // Once the remote is back, "Try again" loads it without a reload.
  await page.unroute('**/remotes/public-site/mf-manifest.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectDemoHome(page);
});

test('a chunk that fails to load reloads the page once, then shows the not-available state', async ({ page }) => {
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.route(/\/remotes\/public-site\/.*\.js$/, (route) => route.abort('failed'));
  await page.goto('/home/default');
  await expect(page.getByRole('heading', { name: 'The public site is not available right now' })).toBeVisible();
  expect(documents).toBe(2);
});

test('an editing page whose remote cannot be loaded shows its slot as not available', async ({ page }) => {
  await page.route('**/remotes/cms/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/login/default');
  await signIn(page, DEMO_ADMIN);
  await expectDemoHome(page);
  await page.goto('/mediaLibrary/default');
  await expect(page.getByRole('heading', { name: 'Editing is not available right now' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expectDemoHome(page);
});
