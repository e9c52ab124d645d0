import { expect, test, type Page, networkQuiet } from './fixtures';
import { DEMO_ADMIN, DEMO_EDITOR, expectDemoHome, signIn } from './shell-helpers';

// Waits for the network to go quiet (networkQuiet): the requests are counted.
test.use({ trackNetwork: true });

// Signing in and out on the login page, and what the role opens.

/** Counts the page's token-refresh requests and console errors from now on. */
function watchSession(page: Page) {
  const seen = { refreshes: 0, consoleErrors: [] as string[] };
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/refresh')) seen.refreshes += 1;
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.consoleErrors.push(m.text());
  });
  return seen;
}

test('an anonymous visitor sends no token refresh and logs no console error', async ({ page }) => {
  const seen = watchSession(page);
  await page.goto('/home/default');
  await expectDemoHome(page);
  await networkQuiet(page);
  expect(seen.refreshes).toBe(0);
  expect(seen.consoleErrors).toEqual([]);
});

test('the demo admin signs in, returns where they were going, stays signed in on reload, and signs out', async ({
  page,
}) => {
  await page.goto('/settings/default/users');
  await expect(page).toHaveURL(/\/login\/default$/);
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/settings\/default\/users$/);
  // The settings remote's Users page, inside the settings layout.
  await expect(page.getByRole('heading', { name: 'Users and access', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(DEMO_ADMIN.email);

  const seen = watchSession(page);
  await page.reload();
  await expect(page).toHaveURL(/\/settings\/default\/users$/);
  await expect(account).toContainText(DEMO_ADMIN.email);
  expect(seen.refreshes).toBe(1);

  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\/default\?fromLogout=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  seen.refreshes = 0;
  await page.goto('/settings/default/users');
  await expect(page).toHaveURL(/\/login\/default$/);
  expect(seen.refreshes).toBe(0);
});

test('an editor who leaves a page while its sign-in is being renewed is still signed in on the next page', async ({
  page,
}) => {
  await page.goto('/login/default');
  await signIn(page, DEMO_ADMIN);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(DEMO_ADMIN.email);
  // The next page's renewal reaches the server (the session's token is replaced there), but its reply never
  // reaches the browser, as when a link is followed while the renewal is on the wire: the old cookie stays.
  let lost = 0;
  await page.route('**/api/v1/auth/refresh', async (route) => {
    if (lost++ > 0) return route.continue();
    // Sent outside the browser, so its new cookie never reaches the browser's jar (route.fetch would store it).
    const request = route.request();
    await fetch(request.url(), { method: 'POST', headers: await request.allHeaders() });
    await route.abort('aborted');
  });
  await page.goto('/settings/default/users');
  await expect.poll(() => lost).toBeGreaterThan(0);
  await page.goto('/settings/default/general');
  await expect(page).toHaveURL(/\/settings\/default\/general$/);
  await expect(account).toContainText(DEMO_ADMIN.email);
  expect(lost).toBe(2);
});

test('without an identity provider the e-mail form is the way in: its field has focus and its button is the primary one', async ({
  page,
}) => {
  await page.goto('/login/default');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveClass(/shell-button--primary/);
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/login/default');
  await signIn(page, { email: DEMO_ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/default$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address, like name@school.org.');
});

test('an editor who is not an admin is sent Home from an admin route', async ({ page }) => {
  await page.goto('/login/default');
  await signIn(page, DEMO_EDITOR);
  await expectDemoHome(page);
  await page.goto('/recentlyDeleted/default');
  await expectDemoHome(page);
});

test('with no outside service configured, no monitoring, flag or guidance code loads and nothing leaves the site', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
      elsewhere.push(r.url());
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login/default');
  await signIn(page, DEMO_ADMIN);
  await expectDemoHome(page);
  await page.goto('/entry/default/cat-1970s/entry-isaiah-lawson');
  await expect(page.getByRole('heading', { name: 'Isaiah Lawson' })).toBeVisible();
  await networkQuiet(page);
  expect(elsewhere).toEqual([]);
  expect(scripts.filter((s) => /datadog|recorder|profiler|flags|guidance/.test(s))).toEqual([]);
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share this page' })).toHaveCount(0);
});
