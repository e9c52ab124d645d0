import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// The server refuses one chunk in the middle of a 320-line import (150 a request): the folder keeps what was
// imported and stays usable, the report says which lines did not arrive and why, and running the same file
// again brings in the rest without duplicating what is already there.

const API = '/api/v1';
const REFUSAL = 'The database is busy. Try again in a minute.';

function membersCsv(): Buffer {
  const lines = ['First Name,Last Name,Sport'];
  for (let i = 1; i <= 320; i++) lines.push(`Member,Number ${i},Rowing`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function chooseFile(page: Page) {
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  await dialog
    .getByLabel('Spreadsheet (CSV or XLSX)')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: membersCsv() });
  return dialog;
}

test('an import that fails part-way keeps what arrived, says what did not, and a re-run completes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Rowing club ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  const count = async () =>
    (
      (
        await (
          await request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, { headers: authHeaders(token) })
        ).json()
      ).entries as unknown[]
    ).length;
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();

    // The second chunk of new profiles (lines 152–301) is refused by the server.
    let chunks = 0;
    await page.route(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`, async (route) => {
      if (route.request().method() !== 'POST' || ++chunks !== 2) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: REFUSAL }),
      });
    });
    const dialog = await chooseFile(page);
    await expect(dialog.getByRole('status')).toHaveText('320 new profiles, 0 updates of profiles already here.');
    await dialog.getByRole('button', { name: 'Import 320 profiles' }).click();
    // SPEC §8: a refused save says "Error while saving"; closing it shows the import's own report.
    const popup = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(popup).toContainText('Error while saving', { timeout: 60_000 });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Imported: 170 new profiles, 0 profiles updated, 0 photos uploaded. 150 rows need a look (below).',
      { timeout: 60_000 },
    );
    const notImported = dialog.getByRole('region', { name: 'Not imported' });
    await expect(notImported.getByRole('listitem')).toHaveCount(150);
    await expect(notImported.getByRole('listitem').first()).toHaveText(`Row 152 (Member Number 151): ${REFUSAL}`);
    await expect(notImported.getByRole('listitem').last()).toHaveText(`Row 301 (Member Number 300): ${REFUSAL}`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The folder holds exactly what arrived, and the grid works on it.
    await expect(page.getByRole('radio', { name: 'Profiles (170)' })).toBeChecked();
    expect(await count()).toBe(170);

    // The same file again: the 170 are updated in place, the 150 missing ones are added.
    await page.unroute(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`);
    const again = await chooseFile(page);
    await expect(again.getByRole('status')).toHaveText('150 new profiles, 170 updates of profiles already here.');
    await again.getByRole('button', { name: 'Import 320 profiles' }).click();
    await expect(again.getByRole('status')).toHaveText(
      'Imported: 150 new profiles, 170 profiles updated, 0 photos uploaded.',
      { timeout: 60_000 },
    );
    await again.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('radio', { name: 'Profiles (320)' })).toBeChecked();
    expect(await count()).toBe(320);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
