import { expect, type APIRequestContext, type Page } from './fixtures';
import { DEMO_ADMIN, startSignedIn } from './shell-helpers';
export { axeViolations } from './axe';

export const SITE = 'default';
export const SETTINGS_PAGES = [
  'users',
  'general',
  'fonts',
  'seo',
  'analytics',
  'site-analytics',
  'rocketcast',
  'activity',
] as const;
export const API = '/api/v1';

/** Signs the demo admin in (through the API, as the login page does) and opens `path`, Home by default. */
export async function signInAsAdmin(page: Page, path = `/home/${SITE}`): Promise<void> {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
}

/**
 * Waits until a settings page shows what its user will read: its heading, and no skeleton (`aria-busy`) or
 * "Loading…" line left. Not the network going quiet (`networkidle`): the General page's live Home previews keep
 * change streams open, and Playwright's idle tracking of such frames can stay unset for good once a frame that
 * was idle loads something more (microsoft/playwright#42598: the journey hung 180 s on a busy machine).
 */
export async function settingsPageShown(page: Page): Promise<void> {
  await expect(page.locator('.st-page h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b.*…$/)).toHaveCount(0);
}

/** An access token for a user, from the API's login. */
export async function tokenFor(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post(`${API}/auth/login`, { data: who });
  expect(res.status(), `login as ${who.email}`).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The site as the API serves it (what visitors get). */
export async function styling(request: APIRequestContext): Promise<Record<string, any>> {
  return (await (await request.get(`${API}/sites/${SITE}/styling`)).json()) as Record<string, any>;
}

/** Restores fields of the demo site after a journey changed them. */
export async function patchSite(request: APIRequestContext, token: string, patch: Record<string, unknown>) {
  const res = await request.patch(`${API}/sites/${SITE}`, { headers: bearer(token), data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** The value of a CSS custom property on the document root. */
export const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/**
 * Goes to another settings page the way an admin does, by its link in the settings navigation (no page load), and
 * waits until that page is the one shown.
 */
export async function openSettingsPage(page: Page, name: (typeof SETTINGS_PAGES)[number]): Promise<void> {
  const heading = page.locator('.st-page h1');
  const before = (await heading.count()) > 0 ? await heading.first().textContent() : null;
  await page.getByRole('navigation', { name: 'Settings' }).locator(`a[href="/settings/${SITE}/${name}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${SITE}/${name}$`));
  if (before) await expect(heading).not.toHaveText(before);
  await settingsPageShown(page);
}

/**
 * Every settings page in turn, as an admin goes through them: signed in on the first, then by the settings
 * navigation. Yields each page's name once it is shown.
 */
export async function* eachSettingsPage(page: Page): AsyncGenerator<(typeof SETTINGS_PAGES)[number]> {
  for (const [i, name] of SETTINGS_PAGES.entries()) {
    if (i === 0) {
      await signInAsAdmin(page, `/settings/${SITE}/${name}`);
      await settingsPageShown(page);
    } else await openSettingsPage(page, name);
    yield name;
  }
}
