import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, axeViolations, DEMO_EDITOR, signInToEdit, SITE, startSignedIn } from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';

// The folder bulk editor (/bulkCategoryEditor): a spreadsheet of a folder's profiles, used by the demo editor,
// who may edit the Record Boards folder (and what is inside it) only.

const API = '/api/v1';

/** Puts text on the clipboard the way a spreadsheet does, then presses Ctrl+V in the active cell. */
async function pasteFromSpreadsheet(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

async function profilesOf(page: Page, token: string, folderId: string) {
  const res = await page.request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, {
    headers: authHeaders(token),
  });
  return ((await res.json()) as { entries: { firstName: string; lastName: string; isLive: boolean }[] }).entries;
}

test('an editor pastes 50 rows from a spreadsheet and saves them with progress and a per-row report', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Class of 2026 ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  await createEntry(request, token, folderId, { firstName: 'Ada', lastName: 'Lovelace', isLive: true });
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    await expect(page.getByRole('heading', { name: /^Bulk editor: Class of 2026/ })).toBeVisible();
    // No editing chrome on the bulk editors (SPEC §2).
    await expect(page.getByRole('switch', { name: 'Editing' })).toHaveCount(0);
    const grid = page.getByRole('grid', { name: /^Profiles of Class of 2026/ });
    await expect(grid.getByRole('gridcell', { name: 'Lovelace' })).toBeVisible();

    // Paste 50 rows (one with a date the sheet cannot read) at a new row.
    const lines = Array.from({ length: 50 }, (_, i) =>
      [
        `Runner${i + 1}`,
        `Bulk`,
        i % 2 ? 'yes' : 'draft',
        'Track',
        'Athlete',
        i === 7 ? 'someday' : String(1980 + i),
      ].join('\t'),
    );
    await page.getByRole('button', { name: 'Add profile' }).click();
    await page.keyboard.press('Escape');
    await pasteFromSpreadsheet(page, `${lines.join('\n')}\n`);
    await expect(page.getByText('49 changes to save, 1 row to fix first')).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: /someday \(A year/ })).toHaveCount(1);

    // Fix nothing yet: save what can be saved, slowly enough to see the progress bar.
    await page.route(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save 49 changes' }).click();
    await expect(page.getByRole('progressbar', { name: 'Adding…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 49 rows.' })).toContainText(
      '1 changed row was not sent: fix the cells marked in red.',
      { timeout: 30_000 },
    );
    expect((await profilesOf(page, token, folderId)).length).toBe(50);

    // Fix the held-back row in the grid and save it too.
    await grid.getByRole('gridcell', { name: /someday/ }).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1987');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 1 row.' })).toBeVisible({ timeout: 30_000 });
    const saved = await profilesOf(page, token, folderId);
    expect(saved).toHaveLength(51);
    expect(saved.filter((e) => e.isLive).map((e) => e.firstName)).toContain('Runner2');
    expect(saved.find((e) => e.firstName === 'Runner1')?.isLive).toBe(false);
    expect(saved.find((e) => e.firstName === 'Runner8')).toBeTruthy();

    expect(await axeViolations(page, '.wr-root')).toEqual([]);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('an edit the server refuses is reported on its row and kept to retry; undo takes back the last change', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Relay team ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  const grace = await createEntry(request, token, folderId, { firstName: 'Grace', lastName: 'Hopper', isLive: true });
  await createEntry(request, token, folderId, { firstName: 'Alan', lastName: 'Turing', isLive: true });
  try {
    await startSignedIn(page, DEMO_EDITOR);
    await page.goto(`/bulkCategoryEditor/${SITE}/${folderId}`);
    const grid = page.getByRole('grid', { name: /^Profiles of Relay team/ });
    // Keyboard only: into the grid, along the row, type to replace a cell.
    await grid.getByRole('gridcell', { name: 'Hopper' }).click();
    await page.keyboard.type('Hopper-Murray');
    await page.keyboard.press('Enter');
    await grid.getByRole('gridcell', { name: 'Turing' }).click();
    await page.keyboard.type('Turing!');
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 changes to save')).toBeVisible();
    await page.keyboard.press('Control+Z');
    await expect(page.getByText('1 change to save')).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Turing', exact: true })).toBeVisible();

    // The server refuses Grace's row (another editor deleted her meanwhile).
    await request.delete(`${API}/sites/${SITE}/entries/${grace}`, { headers: authHeaders(token) });
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    const report = page.getByRole('alert').filter({ hasText: 'Saved 0 rows; 1 was not saved' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await expect(report.getByRole('button', { name: 'Grace' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: /^Not saved/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save 1 change' })).toBeEnabled();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('an editor limited to one folder cannot open the bulk editor of another', async ({ page }) => {
  await startSignedIn(page, DEMO_EDITOR);
  await page.goto(`/bulkCategoryEditor/${SITE}/cat-coaches`);
  await expect(
    page.getByText('You can edit only the folders an admin gave you, and this is not one of them.'),
  ).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});
