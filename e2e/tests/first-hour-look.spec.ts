import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { signInToEdit } from './cms-helpers';
import { adminToken, authHeaders, createFolder, deleteFolder, SITE } from './public-helpers';
import { bearer, patchSite, signInAsAdmin, styling } from './settings-helpers';
import { DEMO_ADMIN } from './shell-helpers';

// A school's first hour (issue 25): one colour change gives one consistent site, each folder orders its
// profiles, Add profile opens at once with empty fields, the save status stays in view, an empty folder
// gives editors the next step. Screenshots go to e2e/test-results/first-hour-look for a person to look at.
test.describe.configure({ timeout: 150_000 });

const API = '/api/v1';
const SHOTS = join(__dirname, '..', 'test-results', 'first-hour-look');
mkdirSync(SHOTS, { recursive: true });
const FOLDER = 'cat-1980s';

/** Waits for the page's content and its pictures, for a screenshot a person can judge. */
async function settled(page: Page, heading: RegExp | string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 15_000 });
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** WCAG relative luminance of a computed 'rgb(r, g, b)' / 'rgba(…)' colour. */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

test('a new primary colour: Home and the inner pages take it, the shades follow, dark mode stays dark', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const original = await styling(request);
  try {
    // The demo's light shade is a custom value; this journey starts from it whatever ran before on this product.
    await patchSite(request, token, { colors: { ...original.colors, primaryLight: '#e8c7cb', darkMode: false } });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signInAsAdmin(page, `/settings/${SITE}/general`);

    // The demo's stored light shade is a custom value: it says what it overrides and can be reset.
    const light = page.getByRole('textbox', { name: 'Light shade' });
    await expect(light).toHaveValue('#e8c7cb');
    await expect(page.getByText(/Custom: overrides the derived/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Reset to derived: Light shade' }).click();
    await expect(light).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Reset to derived: Light shade' })).toHaveCount(0);

    // A new primary: the shades and the colours that were the old primary's follow it; the gold stripe stays.
    await page.getByRole('button', { name: 'Royal blue (#1d4ed8)' }).click();
    await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#1d4ed8');
    await expect(page.getByRole('textbox', { name: 'Dark shade' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Records board header' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Header stripe' })).toHaveValue('#f3c969');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();

    // Light: Home's buttons and an inner page's header are the same new colour; Home's wash is no longer maroon.
    const blue = 'rgb(29, 78, 216)';
    await page.goto(`/home/${SITE}`);
    await expect(page.locator('.ps-home-button').first()).toBeVisible();
    await expect.poll(() => background(page, '.ps-home-button')).toBe(blue);
    expect(await background(page, '.ps-home-wrap')).not.toBe('rgb(77, 18, 25)');
    await settled(page, /Athletic Hall of Fame/);
    await page.screenshot({ path: join(SHOTS, 'home-light-1920.png') });
    await page.goto(`/category/${SITE}/${FOLDER}`);
    await expect.poll(() => background(page, '.ps-bar')).toBe(blue);
    await settled(page, '1980s');
    await page.screenshot({ path: join(SHOTS, 'folder-light-1920.png') });
    await page.goto(`/entry/${SITE}/${FOLDER}/${(await folderEntries(request))[0]}`);
    await expect.poll(() => background(page, '.ps-bar')).toBe(blue);

    // Dark mode (the site's switch; the visitor's system preference too): dark-derived buttons and strip.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/settings/${SITE}/general`);
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    await page.goto(`/home/${SITE}`);
    await expect(page.locator('.ps-sponsors')).toBeVisible();
    await expect.poll(async () => luminance(await background(page, '.ps-home-button'))).toBeLessThan(0.2);
    const button = await background(page, '.ps-home-button');
    expect(luminance(button), `home buttons ${button}`).toBeGreaterThan(0.02);
    const strip = await background(page, '.ps-sponsors');
    expect(luminance(strip), `sponsor strip ${strip}`).toBeLessThan(0.1);
    await settled(page, /Athletic Hall of Fame/);
    await page.screenshot({ path: join(SHOTS, 'home-dark-1920.png') });
    await page.goto(`/category/${SITE}/${FOLDER}`);
    await expect.poll(() => background(page, '.ps-bar')).toBe(blue);
    await settled(page, '1980s');
    await page.screenshot({ path: join(SHOTS, 'folder-dark-1920.png') });
  } finally {
    await patchSite(request, token, { primaryColor: original.primaryColor, colors: original.colors });
  }
});

async function folderEntries(request: Parameters<typeof adminToken>[0]): Promise<string[]> {
  const res = await request.get(`${API}/sites/${SITE}/categories/${FOLDER}`);
  return (await res.json()).category.entries as string[];
}

test('a folder chooses its own order: a sorted folder says why there are no handles, custom order brings them', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${FOLDER}`);
    await expect(
      page.getByText('Sorted by last name (the site’s setting) — choose Custom order in Folder settings to drag.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Folder settings' }).click();
    // The panel opens under the account bar (which stays in view): its title and Close are not covered.
    await expect(page.getByRole('heading', { name: `Folder settings: 1980s` })).toBeInViewport();
    const bar = await page.getByRole('region', { name: 'Account' }).boundingBox();
    const close = await page.getByRole('button', { name: 'Close' }).boundingBox();
    expect(close!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    const order = page.getByLabel('Order of profiles');
    await expect(order).toHaveValue('site');
    await order.selectOption('custom');
    await expect(page.getByText(/choose Custom order in Folder settings to drag/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move / }).first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'folder-settings-1440.png') });
    await expect
      .poll(
        async () => (await (await request.get(`${API}/sites/${SITE}/categories/${FOLDER}`)).json()).category.entryOrder,
      )
      .toBe('custom');

    // By class year, newest first: a visitor sees that order; the editor is told why the handles are gone.
    await order.selectOption('graduationDateNewest');
    await expect(
      page.getByText('Sorted by class year, newest first — choose Custom order in Folder settings to drag.'),
    ).toBeVisible();
  } finally {
    await request.patch(`${API}/sites/${SITE}/categories/${FOLDER}`, {
      headers: authHeaders(token),
      data: { entryOrder: 'site' },
    });
  }
});

test('Add profile opens at once with empty fields and a class year; the save status stays in view', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  let created: string | null = null;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${FOLDER}`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Add profile' }).click();
    const first = page.getByRole('textbox', { name: 'First name' });
    await expect(first).toBeVisible();
    const openedIn = Date.now() - started;
    console.log(`Add profile: the new profile's fields showed ${openedIn} ms after the click`);
    created = page.url().split('/').pop() ?? null;
    await expect(first).toHaveValue('');
    await expect(first).toHaveAttribute('placeholder', 'First name');
    const year = page.getByLabel('Graduation date');
    await expect(year).toHaveAttribute('placeholder', 'Year');
    await expect(page.getByRole('checkbox', { name: 'Year only' }).first()).toBeChecked();
    await page.screenshot({ path: join(SHOTS, 'add-profile-1440.png') });

    await first.fill('Katherine');
    await year.fill('1986');
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
    const saved = await (
      await request.get(`${API}/sites/${SITE}/entries/${created}?cms=1`, { headers: bearer(token) })
    ).json();
    expect(saved.entry.firstName).toBe('Katherine');
    expect(saved.entry.graduationDate).toBe('1986-01-01');

    // Far down the page, a change still shows its save status in view.
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Johnson');
    const status = page.getByTestId('save-status');
    await expect(status).toBeInViewport();
    await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
    await page.mouse.wheel(0, 4000);
    await expect(status).toBeInViewport();
  } finally {
    if (created) await request.delete(`${API}/sites/${SITE}/entries/${created}`, { headers: authHeaders(token) });
  }
});

test('an empty folder gives editors Add profile and Import from a spreadsheet', async ({ page, request }) => {
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: 'Empty Journey Folder',
    layout: 'PersonCircleCardCategoryLayout',
  });
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    const empty = page.getByRole('region', { name: 'Empty folder' });
    await expect(empty.getByRole('button', { name: 'Add profile' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'empty-folder-1440.png') });
    await empty.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await expect(page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' })).toBeVisible();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
