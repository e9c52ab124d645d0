import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A school's first hour with the importer: its own spreadsheet's headers are understood, nothing is left out
// without saying so, the inductees can be published on the way in or from the sheet (with progress), and an
// import can be stopped part-way.

const API = '/api/v1';

async function hallOfFameXlsx(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hall of Fame');
  sheet.addRow(['Name', 'Grad Year', 'Induction Year', 'Sport(s)', 'Position', 'Biography', 'Notes', 'Email']);
  for (let i = 1; i <= rows; i++)
    sheet.addRow([
      `Inductee Number${i}`,
      1950 + (i % 70),
      2000 + (i % 25),
      'Track & Field',
      'Sprinter',
      `Number ${i} ran.`,
      'call first',
      `n${i}@example.org`,
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function openImport(page: Page, file: Buffer) {
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'hall-of-fame.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  return dialog;
}

async function inFolder(page: Page, token: string, folderId: string) {
  const res = await page.request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, {
    headers: authHeaders(token),
  });
  return (await res.json()).entries as Record<string, unknown>[];
}

test('a school’s own headers are understood, left-out columns are named, and the import publishes at once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Hall of Fame ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    const dialog = await openImport(page, await hallOfFameXlsx(40));
    await expect(dialog.getByLabel('Field for Name', { exact: true })).toHaveValue('fullName');
    await expect(dialog.getByLabel('Field for Grad Year')).toHaveValue('graduationDate');
    await expect(dialog.getByLabel('Field for Induction Year')).toHaveValue('eventDate');
    await expect(dialog.getByLabel('Field for Sport(s)')).toHaveValue('activity');
    await expect(dialog.getByLabel('Field for Position')).toHaveValue('type');
    await expect(dialog.getByLabel('Field for Biography')).toHaveValue('description');
    await expect(dialog.getByText('2 columns will not be imported: Notes, Email.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 40 profiles without Notes, Email' })).toBeVisible();

    // Ticking "Publish them now" says so on the button.
    await dialog.getByRole('checkbox', { name: /^Publish them now/ }).check();
    await dialog.getByRole('button', { name: 'Import and publish 40 profiles without Notes, Email' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Imported: 40 new profiles, 0 profiles updated, 0 photos uploaded.',
      {
        timeout: 60_000,
      },
    );
    await expect(dialog.getByRole('button', { name: /^Publish the/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const entries = await inFolder(page, token, folderId);
    expect(entries).toHaveLength(40);
    expect(entries.every((e) => e.isLive)).toBe(true);
    expect(entries[0]).toMatchObject({
      firstName: 'Inductee',
      lastName: 'Number1',
      activity: 'Track & Field',
      type: 'Sprinter',
      eventDate: '2001-01-01',
      description: '<p>Number 1 ran.</p>',
    });
    expect(entries[0].graduationDate).toMatch(/^1951/);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('the sheet publishes and unpublishes the selected rows with progress; Cancel stops an import part-way', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Track ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();

    // Each chunk of 150 takes a while: Cancel during the first stops the import after it.
    await page.route(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`, async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    const dialog = await openImport(page, await hallOfFameXlsx(320));
    await dialog.getByRole('button', { name: 'Import 320 profiles without Notes, Email' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel import' }).click();
    await expect(dialog.getByRole('button', { name: 'Stopping after this part…' })).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveText(
      'Imported: 150 new profiles, 0 profiles updated, 0 photos uploaded. Stopped: 170 rows were not imported (importing the same file again brings them in).',
      { timeout: 60_000 },
    );
    await expect(dialog.getByText('The 150 imported profiles are drafts: visitors do not see them yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.unroute(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`);
    await expect(page.getByRole('radio', { name: 'Profiles (150)' })).toBeChecked();
    expect(await inFolder(page, token, folderId)).toHaveLength(150);

    // Select every row (the header checkbox) and publish them, slowly enough to see the progress.
    await page.route(`**${API}/sites/${SITE}/entries`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const grid = page.getByRole('grid', { name: /^Profiles of Track/ });
    await grid.getByRole('checkbox', { name: 'Select All' }).check();
    await page.getByRole('button', { name: 'Publish selected (150)', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Publishing 0 of 150…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Published 150 profiles\./ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('No unsaved changes').first()).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Published', exact: true }).first()).toBeVisible();
    expect((await inFolder(page, token, folderId)).filter((e) => e.isLive)).toHaveLength(150);

    await page.getByRole('button', { name: 'Unpublish selected (150)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished 150 profiles.' })).toBeVisible({
      timeout: 30_000,
    });
    expect((await inFolder(page, token, folderId)).filter((e) => e.isLive)).toHaveLength(0);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
