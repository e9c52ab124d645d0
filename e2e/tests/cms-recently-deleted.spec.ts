import { expect, test } from './fixtures';
import { adminToken, authHeaders, axeViolations, DEMO_ADMIN, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';

// Recently deleted (/recentlyDeleted, admins): restore a folder with its profiles, delete for good.

const API = '/api/v1';

test('an admin restores a deleted folder with its profiles and deletes a profile for good', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const name = `Swim team ${Date.now()}`;
  const folderId = await createFolder(request, token, { categoryName: name, layout: 'PersonListCategoryLayout' });
  await createEntry(request, token, folderId, { firstName: 'Katie', lastName: 'Ledecky', isLive: true });
  await createEntry(request, token, folderId, { firstName: 'Michael', lastName: 'Phelps', isLive: true });
  const gone = await createEntry(request, token, folderId, { firstName: 'Ian', lastName: `Thorpe ${Date.now()}` });
  await request.delete(`${API}/sites/${SITE}/entries/${gone}`, { headers: authHeaders(token) });
  await request.delete(`${API}/sites/${SITE}/categories/${folderId}`, { headers: authHeaders(token) });
  try {
    // One click from any page in editing mode.
    await signInToEdit(page, DEMO_ADMIN);
    await page.getByRole('navigation', { name: 'Site tools' }).getByRole('link', { name: 'Recently deleted' }).click();
    await expect(page.getByRole('heading', { name: 'Recently deleted' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Editing' })).toHaveCount(0);

    await page.getByRole('radio', { name: /^Folders/ }).check();
    const row = page.getByTestId('deleted-row').filter({ hasText: name });
    await expect(row).toContainText('with 2 profiles');
    await expect(row).toContainText(DEMO_ADMIN.email);
    expect(await axeViolations(page, '.wr-root')).toEqual([]);

    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Restored Folder “${name}” with 2 profiles.` }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: 'Open the folder' }).click();
    await expect(page.getByText('Ledecky').first()).toBeVisible();
    await expect(page.getByText('Phelps').first()).toBeVisible();

    // The profile deleted on its own is still there; search finds it, and it goes for good after a confirmation.
    await page.goto(`/recentlyDeleted/${SITE}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('thorpe');
    const thorpe = page.getByTestId('deleted-row');
    await expect(thorpe).toHaveCount(1);
    await thorpe.getByRole('button', { name: /^Delete for good: Ian Thorpe/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete for good?' });
    await expect(dialog).toContainText('This cannot be undone.');
    expect(await axeViolations(page, '.ui-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Deleted Profile “Ian Thorpe/ })).toBeVisible();
    await expect(page.getByTestId('deleted-row')).toHaveCount(0);
    const restore = await request.post(`${API}/sites/${SITE}/recently-deleted/restore`, {
      headers: authHeaders(token),
      data: { documentType: 'entry', documentId: gone },
    });
    expect(restore.status()).toBe(404);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('recently deleted is for admins: an editor is sent to Home and sees no link to it', async ({ page }) => {
  await signInToEdit(page, DEMO_EDITOR);
  await expect(page.getByRole('navigation', { name: 'Site tools' })).toHaveCount(0);
  await page.goto(`/recentlyDeleted/${SITE}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
});
