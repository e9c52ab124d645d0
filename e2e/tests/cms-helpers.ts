import { expect, type APIRequestContext, type Browser, type Page } from './fixtures';
import { adminToken, authHeaders, SITE } from './public-helpers';
import { DEMO_ADMIN, startSignedIn } from './shell-helpers';
import { axeViolations as violationsOnPage } from './axe';

/** Shared by the in-page editing journeys (cms-*.spec.ts). */
export { DEMO_ADMIN, DEMO_EDITOR, signIn, startSignedIn } from './shell-helpers';
export { adminToken, authHeaders, SITE } from './public-helpers';
const API = '/api/v1';

/** Signs in (through the API, as the login page does), opens `path` and waits until the editing tools are there. */
export async function signInToEdit(page: Page, who = DEMO_ADMIN, path = `/home/${SITE}`): Promise<void> {
  await startSignedIn(page, who);
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Editing' })).toBeChecked();
}

/** Creates a user of the demo site through the API (admin) and returns its sign-in details; password given. */
export async function createUser(
  request: APIRequestContext,
  body: { email: string; role: 'editor' | 'admin'; categories?: string[] },
): Promise<{ email: string; password: string; id: string }> {
  const token = await adminToken(request);
  const password = 'Editing-Journey-2026';
  const res = await request.post(`${API}/sites/${SITE}/users`, {
    headers: authHeaders(token),
    data: { email: body.email, role: body.role, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = await res.json();
  if (body.categories) {
    const patch = await request.patch(`${API}/sites/${SITE}/users/${user._id}`, {
      headers: authHeaders(token),
      data: { categories: body.categories },
    });
    expect(patch.status(), await patch.text()).toBe(200);
  }
  return { email: body.email, password, id: user._id as string };
}

export async function deleteUser(request: APIRequestContext, id: string): Promise<void> {
  const token = await adminToken(request);
  await request.delete(`${API}/sites/${SITE}/users/${id}`, { headers: authHeaders(token) });
}

/** A second browser context: a visitor who never signed in. */
export async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Script URLs the page loaded so far. */
export function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

/** WCAG 2.2 AA problems axe-core finds on the page (or inside `include`), one line each (./axe.ts), once a dialog's entrance has settled. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForTimeout(400);
  return violationsOnPage(page, include);
}

/** A `datetime-local` value in this machine's zone `ms` ahead, on a whole second, and that instant (schedules). */
export function localTimeAhead(ms: number): { value: string; at: number } {
  const at = Math.ceil((Date.now() + ms) / 1000) * 1000;
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  const value = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  return { value, at };
}

/** Only the `datetime-local` value of `localTimeAhead`. */
export const localAhead = (ms: number): string => localTimeAhead(ms).value;

/**
 * The left edges a button named `name` inside `selector` has, frame by frame, from when it first shows until
 * `frames` frames later (or `[]` if it never shows within 10 s). Start it before the action that shows the button:
 * a button that moves as it appears takes a press begun on it somewhere else, and the click is lost.
 */
export function leftEdgesAsItAppears(page: Page, selector: string, name: string, frames = 20): Promise<number[]> {
  return page.evaluate(
    ([sel, label, count]) =>
      new Promise<number[]>((resolve) => {
        const edges: number[] = [];
        const start = performance.now();
        const tick = () => {
          const button = [...document.querySelectorAll(`${sel} button`)].find((b) => b.textContent === label);
          if (button) edges.push(button.getBoundingClientRect().left);
          if (edges.length >= count || performance.now() - start > 10_000) resolve(edges);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [selector, name, frames] as const,
  );
}
