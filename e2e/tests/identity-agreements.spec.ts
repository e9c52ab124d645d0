import { expect, test } from './fixtures';
import { startPendo, type StandInPendo } from '@laurel/testing/stand-ins/pendo';
import type { Product } from '@laurel/testing/start-product';
import { signIn } from './shell-helpers';
import { callApi, productWithServices } from './services-helpers';

// A new editor signs the agreements before editing; the in-app guidance tool (Pendo's agent, against a stand-in
// data host) starts only after that, with the e-mail as visitor id and the role user.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const EDITOR = { email: 'new.coach@demo.laurel.test', password: 'Welcome-Coach-2026' };
let pendo: StandInPendo;
let product: Product;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  pendo = await startPendo();
  product = await productWithServices({
    config: {
      pendo: {
        apiKey: 'stand-in-key',
        dataHost: pendo.url,
        contentHost: pendo.url,
        settings: { excludeAllText: true },
      },
      agreements: { termsUrl: 'https://example.org/terms', privacyUrl: 'https://example.org/privacy' },
    },
  });
  await callApi(product.baseUrl, 'POST', '/sites/default/users', { ...EDITOR, role: 'editor' });
});
test.afterAll(async () => {
  await product?.stop();
  await pendo?.close();
});

/** The visitors Pendo's agent reported (decoded from its requests). */
const pendoVisitors = () =>
  pendo.requests
    .flatMap((r) => r.payloads)
    .flatMap((p) => (Array.isArray(p) ? p : [p]))
    .map((p) => (p as { props?: { visitor?: { id: string; role: string } } })?.props?.visitor)
    .filter(Boolean);

test('a new editor sees the agreements first; agreeing closes them at once, records them, and starts the guidance tool', async ({
  page,
}) => {
  await page.goto(`${product.baseUrl}/login/default`);
  await signIn(page, EDITOR);
  const dialog = page.getByRole('dialog', { name: 'Before you edit Northfield High School' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    'https://example.org/terms',
  );
  await page.waitForTimeout(1000);
  expect(pendo.requests).toHaveLength(0);

  // Hold the server's answer: the flag is set in the page at once, before the API replies.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/v1/auth/agreements', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  release();

  await expect
    .poll(pendoVisitors, { timeout: 20_000 })
    .toContainEqual(expect.objectContaining({ id: EDITOR.email, role: 'user' }));
  await page.unroute('**/api/v1/auth/agreements');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(EDITOR.email);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: /Before you edit/ })).toHaveCount(0);
});

test('signing out instead of agreeing leaves the tool off', async ({ page }) => {
  const other = { email: 'second.coach@demo.laurel.test', password: 'Welcome-Coach-2027' };
  await callApi(product.baseUrl, 'POST', '/sites/default/users', { ...other, role: 'editor' });
  const before = pendo.requests.length;
  await page.goto(`${product.baseUrl}/login/default`);
  await signIn(page, other);
  const dialog = page.getByRole('dialog', { name: /Before you edit/ });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\/default\?fromLogout=true$/);
  expect(pendo.requests.length).toBe(before);
});
