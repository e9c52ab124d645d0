/**
 * The cms benches' editor parts: the demo admin (the athletic director, who edits every folder), the API
 * called as that admin, the sign-in a person does in the browser, and the figures they print.
 */
import type { Page } from 'playwright-core';

export const ADMIN = { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' };

/** The demo admin's access token, from the API's sign-in. */
export async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** One API call as the signed-in admin; its JSON reply (or null for 204), or an error with the reply's text. */
export async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Signs the demo admin in on the sign-in page, as a person does, and waits for the account menu. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login/default`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('region', { name: 'Account' }).waitFor();
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
