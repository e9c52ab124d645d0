import { expect, test, type Page } from './fixtures';
import { startOidcProvider, type StandInOidcProvider } from '@laurel/testing/stand-ins/oidc-provider';
import type { Product } from '@laurel/testing/start-product';
import { DEMO_ADMIN, signIn } from './shell-helpers';
import { productWithServices } from './services-helpers';

// Sign-in through an OpenID Connect provider (a stand-in speaking Auth0's API, signing real JWTs), account
// linking, sign-out at the provider, and the refusals a person sees.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let idp: StandInOidcProvider;
let product: Product;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  idp = await startOidcProvider();
  product = await productWithServices({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_AUDIENCE: idp.audience,
      OIDC_PROVIDER_NAME: 'Northfield SSO',
    },
  });
});
test.afterAll(async () => {
  await product?.stop();
  await idp?.close();
});

/** From the login page through the provider's sign-in page as `who`. */
async function signInAtProvider(
  page: Page,
  who: { sub: string; email: string; verified: boolean },
  decision = 'Continue',
) {
  await page.getByRole('button', { name: 'Sign in with Northfield SSO' }).click();
  await expect(page.getByRole('heading', { name: 'Stand-in identity provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(who.sub);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('E-mail verified').setChecked(who.verified);
  await page.getByRole('button', { name: decision }).click();
}

test('a person links their provider sign-in to their Laurel account, signs out at the provider, and next time goes straight in', async ({
  page,
  context,
}) => {
  const who = { sub: 'auth0|coach-ada', email: DEMO_ADMIN.email, verified: true };
  await page.goto(`${product.baseUrl}/login/default`);
  // The provider is the primary way in; the Laurel password form stays, secondary.
  const providerButton = page.getByRole('button', { name: 'Sign in with Northfield SSO' });
  await expect(providerButton).toBeFocused();
  await expect(providerButton).toHaveClass(/shell-button--primary/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveClass(/shell-button--secondary/);
  await signInAtProvider(page, who);

  await expect(page).toHaveURL(/\/auth\/link-accounts$/);
  await expect(page.getByRole('heading', { name: 'Link your Northfield SSO sign-in' })).toBeVisible();
  await expect(page.getByText(`A Laurel account for ${DEMO_ADMIN.email} already exists.`)).toBeVisible();
  await page.getByLabel('Laurel password').fill('not-the-password');
  await page.getByRole('button', { name: 'Link accounts' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the password of your Laurel account.');
  await page.getByLabel('Laurel password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Link accounts' }).click();

  await expect(page.getByRole('heading', { name: 'Accounts linked' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home\/default$/);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(DEMO_ADMIN.email);

  // No token is where a script on the page could read it: storage is empty of JWTs, the session cookie is httpOnly.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  const cookies = await context.cookies(`${product.baseUrl}/api/v1/auth/refresh`);
  expect(cookies.find((c) => c.name === 'laurel_refresh')?.httpOnly).toBe(true);
  expect(cookies.map((c) => c.name)).not.toContain('laurel_oidc');

  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?fromLogout=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  expect(idp.logouts).toHaveLength(1);
  expect(idp.logouts[0].searchParams.get('client_id')).toBe(idp.clientId);

  await signInAtProvider(page, who);
  await expect(page).toHaveURL(/\/home\/default$/);
  await expect(account).toContainText(DEMO_ADMIN.email);
});

test('an address the provider has not verified signs nobody in and says why', async ({ page }) => {
  await page.goto(`${product.baseUrl}/login/default`);
  await signInAtProvider(page, { sub: 'evil|1', email: 'editor@demo.laurel.test', verified: false });
  await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Northfield SSO has not verified editor@demo.laurel.test. Verify the address there, then sign in again.',
  );
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/login\/default$/);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
});

test('cancelling at the provider comes back to a clear message; the password form still works', async ({ page }) => {
  await page.goto(`${product.baseUrl}/login/default`);
  await signInAtProvider(page, { sub: 'x', email: 'x@y.test', verified: true }, 'Cancel');
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in was cancelled or refused at Northfield SSO: The user cancelled the sign-in',
  );
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await signIn(page, { email: 'editor@demo.laurel.test', password: 'Northfield-Editor-2026' });
  await expect(page).toHaveURL(/\/home\/default$/);
});
