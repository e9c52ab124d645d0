import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';
import { deleteFolder, pageReady } from './public-helpers';

// Folders made and laid out on the page itself, as an editor does it: add a folder, name it, choose its
// layout, add sub-folders, fill and publish them; a visitor's folder list gets it, in the chosen layout.

const API = '/api/v1';

/** The top-level folder of that name (cms view), if any. */
async function folderNamed(request: APIRequestContext, token: string, name: string): Promise<string | undefined> {
  const res = await request.get(`${API}/sites/${SITE}/categories?cms=1`, { headers: authHeaders(token) });
  const list = (await res.json()).categories as { _id: string; categoryName: string }[];
  return list.find((c) => c.categoryName === name)?._id;
}

/** Names a folder just added ("named at once"). */
async function nameIt(page: Page, title: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog).toHaveCount(0);
}

/** In the open folder: a new profile, named and published. */
async function addProfile(page: Page, firstName: string, lastName: string) {
  await page.getByRole('toolbar', { name: 'Folder' }).getByRole('button', { name: 'Add profile' }).click();
  const profile = page.getByRole('article');
  await expect(profile.getByText('Draft', { exact: true })).toBeVisible();
  await profile.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await profile.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(profile.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
}

test('an editor adds a folder with sub-folders, names and lays it out on the page; a visitor sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const name = `Booster Club ${Date.now()}`;
  const guest = await visitor(browser);
  try {
    await guest.goto(`/categories/${SITE}`);
    await pageReady(guest);

    // Add the folder on the folder list and name it at once.
    await signInToEdit(page, DEMO_ADMIN, `/categories/${SITE}`);
    await page.getByRole('toolbar', { name: 'Folders' }).getByRole('button', { name: 'Add folder' }).click();
    await nameIt(page, 'Name the new folder', name);
    const card = page.getByTestId('card').filter({ hasText: name });
    await expect(card).toBeVisible();
    // Empty, so visitors do not see it yet.
    await expect(guest.getByTestId('card').filter({ hasText: name })).toHaveCount(0);

    // Open it, choose its layout: pills (names only).
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const bar = page.getByRole('toolbar', { name: 'Folder' });
    await bar.getByRole('button', { name: 'Folder settings' }).click();
    await page.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Pills (names only)' });
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();

    // Two sub-folders, each named at once, each with a published profile.
    for (const [sub, person] of [
      ['Volunteers', ['Vera', 'Lindqvist']],
      ['Donors', ['Dorian', 'Mbeki']],
    ] as const) {
      await bar.getByRole('button', { name: 'Add sub-folder' }).click();
      await nameIt(page, 'Name the new sub-folder', sub);
      await page.getByTestId('card').filter({ hasText: sub }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub);
      await addProfile(page, person[0], person[1]);
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }

    // The visitor's open folder list gets the folder; its sub-folders show as pills, in the order added.
    const guestCard = guest.getByTestId('card').filter({ hasText: name });
    await expect(guestCard).toBeVisible({ timeout: 15_000 });
    await expect(guestCard).toContainText('2 collections');
    await guestCard.click();
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(name);
    const pills = guest.locator('ul[data-layout="CategoriesPillLayout"]').getByTestId('card');
    await expect(pills).toHaveCount(2);
    expect(await pills.locator('.ui-card__title').allInnerTexts()).toEqual(['Volunteers', 'Donors']);
    await expect(pills.first()).toHaveClass(/ui-card--pill/);
    await pills.filter({ hasText: 'Donors' }).click();
    // One profile: a visitor goes straight to it (SPEC §2).
    await expect(guest.getByRole('heading', { name: 'Dorian Mbeki' })).toBeVisible();
  } finally {
    await guest.context().close();
    const id = await folderNamed(request, token, name);
    if (id) await deleteFolder(request, token, id);
  }
});
