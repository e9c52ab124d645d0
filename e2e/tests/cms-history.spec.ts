import { expect, test } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// Versions (issue 29): an admin changes a profile, opens its History in place, compares the first version with
// now and restores it in one click; the Activity log in settings lists the restore and leads back to it.

test('a profile edit is kept as a version; the admin compares and restores it, and finds it in the activity log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, { categoryName: `History journey ${Date.now()}` });
  const entryId = await createEntry(request, token, folderId, { firstName: 'Grace', lastName: 'Hopper', isLive: true });
  try {
    await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${folderId}/${entryId}`);
    const profile = page.getByRole('article');
    const lastName = profile.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('Hopper-King');
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });

    await page.getByRole('toolbar', { name: 'Profile' }).getByRole('button', { name: 'History' }).click();
    // The panel's title follows the name: it reads "History: Grace Hopper" again after the restore.
    const panel = page.getByRole('dialog', { name: /^History: Grace Hopper/ });
    const versions = panel.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Saved Grace Hopper-King (last name) · now');
    await expect(versions.nth(0)).toContainText(DEMO_ADMIN.email);
    await expect(versions.nth(1)).toContainText('Added Grace Hopper to History journey');

    await versions.nth(1).getByRole('button', { name: 'Compare with now' }).click();
    const diff = versions.nth(1).getByRole('table', { name: 'This version compared with now' });
    await expect(diff.getByRole('row', { name: 'last name Hopper Hopper-King' })).toBeVisible();

    await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByText(/^Restored the version of/)).toBeVisible();
    await expect(lastName).toHaveText('Hopper');
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Restored Grace Hopper (last name) · now');
    const saved = (await (await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).json()).entry;
    expect(saved.lastName).toBe('Hopper');

    // The activity log, filtered to restores, has it; its link opens the profile with that version compared.
    await page.goto(`/settings/${SITE}/activity`);
    await page.getByLabel('Kind').selectOption({ label: 'Restores' });
    const row = page.getByRole('row', { name: /Restored Grace Hopper \(last name\)/ });
    await expect(row).toContainText(DEMO_ADMIN.email);
    await row.getByRole('link', { name: 'Open Grace Hopper' }).click();
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${folderId}/${entryId}\\?version=`));
    const linked = page.getByRole('dialog', { name: 'History: Grace Hopper' });
    await expect(linked.getByText('This version is what the profile shows now.')).toBeVisible();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
