/**
 * Issue 11 item 11 in the browser: every kind of page is served with a Content-Security-Policy, and works
 * under it — any violation Chromium reports (a `securitypolicyviolation` event or a CSP console error) fails
 * the test. Pages: public (home, folder, profile), kiosk, login, signed-in editing and settings (whatever
 * remotes are deployed: they load under the same policy), in-page editing through the cms remote (rich text,
 * a photo uploaded and cropped, a publish), the monitoring and flag SDKs against stand-ins of their
 * services, the standalone cast player and the API docs.
 */
import { join } from 'node:path';
import { expect, test, type Page, type Response, networkQuiet } from './fixtures';
import { adminToken, createScreen } from './cast-helpers';
import { SITE, signInToEdit } from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { DEMO_ADMIN, expectDemoHome, signIn } from './shell-helpers';

// Waits for the network to go quiet (networkQuiet): the requests are counted.
test.use({ trackNetwork: true });

const PHOTO = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', 'generic.jpg');

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
  await networkQuiet(page);
  const profile = page.locator('a[href*="/entry/"]').first();
  if ((await profile.count()) > 0) {
    await profile.click();
    await expect(page).toHaveURL(/\/entry\//);
    await networkQuiet(page);
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
  await networkQuiet(page);
  expect(violations).toEqual([]);
});

test('login, signed-in editing mode and the settings pages work under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  expectPolicy(await page.goto('/login/default'));
  await signIn(page, DEMO_ADMIN);
  await expectDemoHome(page);
  await networkQuiet(page);
  expectPolicy(await page.goto('/settings/default/users'));
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(DEMO_ADMIN.email);
  await networkQuiet(page);
  expect(violations).toEqual([]);
});

test('in-page editing through the cms remote works under the policy: rich text, a photo upload, a publish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `CSP journey ${Date.now()}`,
    layout: 'PersonCircleCardCategoryLayout',
  });
  await createEntry(request, token, folderId, { firstName: 'Existing', lastName: 'Member', isLive: true });
  try {
    const violations = await watchCsp(page);
    const remoteScripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/remotes/cms/'))
        remoteScripts.push(r.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    await page.getByRole('button', { name: 'Add profile' }).click();
    const profile = page.getByRole('article');
    await profile.getByRole('textbox', { name: 'First name' }).fill('Policy');
    await profile.getByRole('textbox', { name: 'Last name' }).fill('Checked');
    await profile.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Kept ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('safe');
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByRole('tab', { name: 'Upload a new photo' }).click();
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Next: the point to keep in view' }).click();
    await page.getByRole('button', { name: 'Upload and use this photo' }).click();
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
    await networkQuiet(page);
    expect(remoteScripts.length, 'the cms remote was loaded').toBeGreaterThan(0);
    expect(violations).toEqual([]);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('Datadog RUM (with session replay) and LaunchDarkly flags work under the policy, against stand-ins', async ({
  page,
}) => {
  // The services as an operator names them in /config.json, at their real https hosts; the hosts are stand-ins.
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { datadog: { applicationId: 'csp-app', clientToken: 'pubcsp' }, launchdarkly: { clientSideId: 'csp-env' } },
    }),
  );
  const calls = { datadog: 0, flags: 0, stream: 0 };
  await page.route(/^https:\/\/[^/]*datadoghq\.com\//, (route) => {
    calls.datadog += 1;
    return route.fulfill({ status: 202, body: '{}' });
  });
  await page.route(/^https:\/\/[^/]*launchdarkly\.com\//, (route) => {
    const url = route.request().url();
    if (url.includes('clientstream.')) {
      calls.stream += 1;
      return route.fulfill({ contentType: 'text/event-stream', body: 'event: put\ndata: {}\n\n' });
    }
    if (url.includes('/evalx/')) {
      calls.flags += 1;
      return route.fulfill({ json: { 'entry-share-button': { value: false, version: 1 } } });
    }
    return route.fulfill({ status: url.includes('/events/') ? 202 : 200, json: url.includes('/goals/') ? [] : {} });
  });
  const violations = await watchCsp(page);
  await page.goto('/login/default');
  await signIn(page, DEMO_ADMIN);
  await expectDemoHome(page);
  await expect.poll(() => calls.flags, { message: 'the flag client asked the stand-in for flags' }).toBeGreaterThan(0);
  await expect.poll(() => calls.stream, { message: 'the flag client opened its stream' }).toBeGreaterThan(0);
  // RUM sends its batch (and the replay's segment) when the page is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => calls.datadog, { message: 'RUM reached the stand-in intake' }).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('the standalone cast player works under the policy', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, []);
  const violations = await watchCsp(page);
  expectPolicy(await page.goto(`/cast/${screenId}`));
  await expect(page.getByTestId('cast-screen')).toBeVisible();
  await networkQuiet(page);
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
