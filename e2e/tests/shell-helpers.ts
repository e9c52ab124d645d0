import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './fixtures';

/** The demo users, read from the API's demo site file (the same file `npm start` seeds). */
const demo = JSON.parse(readFileSync(join(__dirname, '../../services/api/demo/site.json'), 'utf8')) as {
  users: { email: string; password: string; role: string }[];
};
const user = (role: string) => {
  const u = demo.users.find((x) => x.role === role);
  if (!u) throw new Error(`The demo site has no ${role} user`);
  return { email: u.email, password: u.password };
};
export const DEMO_ADMIN = user('admin');
export const DEMO_EDITOR = user('editor');

/** Signs in on the login page the browser is on. */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to edit your site' })).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/**
 * Signs in through the API the way the login page does (POST /auth/login: the context gets the session cookies),
 * for journeys that are not about the sign-in itself: the next page the browser opens starts signed in, and
 * loading the login page and Home first is saved. The login page is journeyed by shell-login.spec.ts.
 */
export async function startSignedIn(page: Page, who: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/v1/auth/login', { data: who });
  expect(res.status(), `sign-in of ${who.email}: ${await res.text()}`).toBe(200);
}

/** The public home of the demo site is on screen (rendered by the public_site remote). */
export async function expectDemoHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home\/default$/);
  await expect(page.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/i })).toBeVisible();
}
