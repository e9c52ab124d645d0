/**
 * Issue 11 item 11 in the browser: every kind of page is served with a Content-Security-Policy, and works
 * under it — any violation Chromium reports (a `securitypolicyviolation` event or a CSP console error) fails
 * the test. Pages: public (home, folder, profile), kiosk, login, signed-in editing and settings (whatever
 * remotes are deployed: they load under the same policy), the standalone cast player and the API docs.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { adminToken, createScreen } from './cast-helpers';
import { DEMO_ADMIN, expectDemoHome, signIn } from './shell-helpers';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects CSP violations of every frame of the page, from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, v: Violation) => {
    seen.push(`${v.directive} blocked ${v.blocked} (${v.source})`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

function expectPolicy(response: Response | null): void {
  expect(response, 'the page answered').not.toBeNull();
  const csp = response!.headers()['content-security-policy'];
  expect(csp, `${response!.url()} has a Content-Security-Policy`).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).toMatch(/object-src 'none'/);
}

test('public pages — home, a folder, a profile — work under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  expectPolicy(await page.goto('/home/default'));
  await expectDemoHome(page);
  await page
    .getByRole('link')
    .filter({ hasText: /Hall of Fame|Records|Athletics|Coaches/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(category|folder|entry)\//);
  await page.waitForLoadState('networkidle');
  const profile = page.locator('a[href*="/entry/"]').first();
  if ((await profile.count()) > 0) {
    await profile.click();
    await expect(page).toHaveURL(/\/entry\//);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the kiosk (touch screen) home, its calendar and search work under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  expectPolicy(await page.goto('/home/default?touchScreen=true'));
  await expect(page.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/i })).toBeVisible();
  await page.getByRole('button', { name: 'Game Schedule' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/category/default/cat-1970s?touchScreen=1');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search this collection' }).fill('smith');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('login, signed-in editing mode and the settings pages work under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  expectPolicy(await page.goto('/login/default'));
  await signIn(page, DEMO_ADMIN);
  await expectDemoHome(page);
  await page.waitForLoadState('networkidle');
  expectPolicy(await page.goto('/settings/default/users'));
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(DEMO_ADMIN.email);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the standalone cast player works under the policy', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, []);
  const violations = await watchCsp(page);
  expectPolicy(await page.goto(`/cast/${screenId}`));
  await expect(page.getByTestId('cast-screen')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the API docs page works under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  expectPolicy(await page.goto('/api/docs/'));
  await expect(page.getByText('Laurel API').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the check itself: an inline script is reported as a violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/home/default');
  await expectDemoHome(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
});
