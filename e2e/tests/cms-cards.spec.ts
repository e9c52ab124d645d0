import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';

// Cards in CMS mode: drag and drop (mouse and keyboard), selection mode and what it does.

/** A parent folder with three published sub-folders (each holding one profile so visitors see it). */
async function threeFolders(request: APIRequestContext, token: string) {
  const name = `Order journey ${Date.now()}`;
  const parent = await createFolder(request, token, { categoryName: name });
  const ids: string[] = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    const id = await createFolder(request, token, { categoryName: name, parentCategoryID: parent });
    await createEntry(request, token, id, { firstName: name, lastName: 'Member', isLive: true });
    ids.push(id);
  }
  return { parent, ids, name };
}

const order = async (request: APIRequestContext, parent: string) =>
  (
    (await (await request.get(`/api/v1/sites/${SITE}/categories/${parent}`)).json()).subCategories as {
      categoryName: string;
    }[]
  ).map((c) => c.categoryName);

const handle = (page: Page, name: string) => page.getByRole('button', { name: `Move ${name}` });

test('folders are reordered by drag and drop and by the keyboard; the order is saved', async ({ page, request }) => {
  const token = await adminToken(request);
  const { parent } = await threeFolders(request, token);
  try {
    await signInToEdit(page, DEMO_ADMIN, `/subcategories/${SITE}/${parent}`);
    await page.getByRole('link', { name: /Charlie/ }).hover();
    const from = (await handle(page, 'Charlie').boundingBox())!;
    const to = (await page.getByRole('link', { name: /Alpha/ }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(from.x + ((to.x + 20 - from.x) * i) / 12, from.y + ((to.y + 20 - from.y) * i) / 12);
    await page.mouse.up();
    await expect.poll(() => order(request, parent)).toEqual(['Charlie', 'Alpha', 'Bravo']);

    // Keyboard: focus a handle, Space to pick up, arrow to move, Space to drop; each key once the list has taken
    // the one before (the handle is pressed while held; the live region says where it is), not after a fixed wait.
    const bravo = handle(page, 'Bravo');
    await bravo.focus();
    await page.keyboard.press('Space');
    await expect(bravo).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Over position 2.' })).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(bravo).not.toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => order(request, parent)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    await page.reload();
    await expect(page.getByTestId('card').first()).toContainText('Charlie');
  } finally {
    await deleteFolder(request, token, parent);
  }
});

test('selected cards are unpublished, moved, copied, deleted and restored; visitors follow', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const { parent, ids, name } = await threeFolders(request, token);
  const target = await createFolder(request, token, { categoryName: `Move target ${Date.now()}` });
  await createEntry(request, token, target, { firstName: 'Target', lastName: 'Member', isLive: true });
  try {
    const guest = await visitor(browser);
    await guest.goto(`/subcategories/${SITE}/${parent}`);
    await expect(guest.getByRole('link', { name: /Bravo/ })).toBeVisible();

    await signInToEdit(page, DEMO_ADMIN, `/subcategories/${SITE}/${parent}`);
    // Select: tick one card (selection mode), shift-click another for the range.
    await page.getByRole('checkbox', { name: 'Select Alpha' }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected cards' });
    await expect(bar).toContainText('1 folder selected');
    await page.getByRole('link', { name: /Bravo/ }).click({ modifiers: ['Shift'] });
    await expect(bar).toContainText('2 folders selected');
    await expect(page).toHaveURL(new RegExp(`/subcategories/${SITE}/${parent}$`));
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('2 items unpublished.')).toBeVisible();
    await expect(page.locator(`[data-card-id="${ids[0]}"]`).getByText('Draft', { exact: true })).toBeVisible();
    // (With one folder left visible, the visitor's list goes straight into it: SPEC §2.)
    await expect(guest.getByRole('link', { name: /Alpha/ })).toHaveCount(0, { timeout: 15_000 });
    await expect(guest.getByRole('link', { name: /Bravo/ })).toHaveCount(0);

    // Clearing the selection leaves selection mode.
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect(bar).toHaveCount(0);

    // Move Charlie into another folder.
    await page.getByRole('checkbox', { name: 'Select Charlie' }).check();
    await bar.getByRole('button', { name: 'Move…' }).click();
    const dialog = page.getByRole('dialog', { name: /Move 1 folder to/ });
    await dialog.getByRole('radio', { name: /Move target/ }).check();
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('1 item moved.')).toBeVisible();
    const moved = await (await request.get(`/api/v1/sites/${SITE}/categories/${target}`)).json();
    expect(moved.subCategories.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Charlie']);

    // Copy folder structure of Bravo into the other folder: SPEC §8's message.
    await page.getByRole('checkbox', { name: 'Select Bravo' }).check();
    await bar.getByRole('button', { name: 'Copy…' }).click();
    const copyDialog = page.getByRole('dialog', { name: /Copy 1 folder to/ });
    await copyDialog.getByRole('radio', { name: /^Move target \d+$/ }).check();
    await copyDialog.getByRole('button', { name: 'Copy here' }).click();
    await expect(page.getByText('Successfully copied Bravo')).toBeVisible();
    const copied = await (
      await request.get(`/api/v1/sites/${SITE}/categories/${target}?cms=1`, { headers: authHeaders(token) })
    ).json();
    expect(copied.subCategories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'Charlie',
      'Bravo Copy',
    ]);
    expect(name).toContain('Order journey');

    // Delete Alpha (confirmed), then restore it: it is back on the page by itself.
    await page.getByRole('checkbox', { name: 'Select Alpha' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('1 item moved to Recently deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Alpha/ })).toHaveCount(0);
    const restore = await request.post(`/api/v1/sites/${SITE}/recently-deleted/restore`, {
      headers: authHeaders(token),
      data: { documentType: 'category', documentId: ids[0] },
    });
    expect(restore.status(), await restore.text()).toBe(200);
    await expect(page.getByRole('link', { name: /Alpha/ })).toBeVisible({ timeout: 15_000 });
    await guest.context().close();
  } finally {
    await deleteFolder(request, token, parent);
    await deleteFolder(request, token, target);
  }
});
