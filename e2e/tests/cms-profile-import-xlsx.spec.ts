import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { expect, test } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A school keeps its inductees in Excel: the demo editor (limited to Record Boards) imports an .xlsx workbook
// as a spreadsheet program writes it (shared strings, real date and number cells) with a zip of photos.

const API = '/api/v1';
const DEMO_MEDIA = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media');

async function inducteesXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Inductees');
  sheet.addRow(['First Name', 'Last Name', 'Sport', 'Class of', 'Inducted', 'Photo']);
  sheet.addRow(['Brianna', 'Nguyen', 'Track & Field', 2004, new Date(Date.UTC(2026, 9, 12)), 'brianna.jpg']);
  sheet.addRow(['Isaiah', 'Lawson', 'Basketball', 1998, new Date(Date.UTC(2025, 4, 3)), '']);
  sheet.addRow(['Danielle', 'Delgado', 'Soccer', 2011, null, '']);
  sheet.getColumn(5).numFmt = 'yyyy-mm-dd';
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an editor imports profiles from an XLSX workbook: dates, years and a photo arrive as typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Excel inductees ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
    await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'inductees.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await inducteesXlsx(),
    });
    await dialog.getByLabel('Photos (a .zip, optional)').setInputFiles({
      name: 'photos.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'Brianna.JPG': readFileSync(join(DEMO_MEDIA, 'gallery-brianna-nguyen-1.jpg')) })),
    });
    await expect(dialog.getByLabel('Field for Class of')).toHaveValue('graduationDate');
    await expect(dialog.getByLabel('Field for Inducted')).toHaveValue('eventDate');
    await expect(dialog.getByRole('status')).toHaveText(
      '3 new profiles, 0 updates of profiles already here; 1 of 1 photo found in the zip.',
    );
    await dialog.getByRole('button', { name: 'Import 3 profiles' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Imported: 3 new profiles, 0 profiles updated, 1 photo uploaded.',
      {
        timeout: 60_000,
      },
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('radio', { name: 'Profiles (3)' })).toBeChecked();

    const res = await request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, { headers: authHeaders(token) });
    const entries = (await res.json()).entries as Record<string, unknown>[];
    const byName = (first: string) => entries.find((e) => e.firstName === first)!;
    expect(byName('Brianna')).toMatchObject({ lastName: 'Nguyen', activity: 'Track & Field', eventDate: '2026-10-12' });
    expect(byName('Brianna').graduationDate).toMatch(/^2004/);
    expect((byName('Brianna').headshot as { metadata: { name: string } }).metadata.name).toBe('Brianna.JPG');
    expect(byName('Isaiah')).toMatchObject({ eventDate: '2025-05-03', headshot: null });
    expect(byName('Danielle').graduationDate).toMatch(/^2011/);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
