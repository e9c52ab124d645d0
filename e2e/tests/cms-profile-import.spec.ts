import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A school moves its inductees in: 500 lines of a spreadsheet and a zip of photos, imported into a folder by the
// demo editor (limited to Record Boards), then the same files again.

const API = '/api/v1';
const DEMO_MEDIA = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media');
const PHOTOS = ['gallery-brianna-nguyen-1.jpg', 'gallery-isaiah-lawson-1.jpg', 'gallery-danielle-delgado-1.jpg'];

function inducteesCsv(): string {
  const lines = ['First Name,Last Name,Sport,Class of,Inducted,Photo,Shoe size'];
  for (let i = 1; i <= 500; i++) {
    const photo = i <= 3 ? `photos/Inductee-${i}.JPG` : i === 4 ? 'missing.jpg' : '';
    const classOf = i === 250 ? 'the nineties' : String(1950 + (i % 70));
    lines.push(`Inductee,Number ${i},"Track, Field",${classOf},2026-10-12,${photo},"Line ""${i}"""`);
  }
  lines.push('Inductee,Number 7,Swimming,1990,,,repeated');
  return `${lines.join('\r\n')}\r\n`;
}

function photosZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  PHOTOS.forEach((f, i) => (files[`photos/inductee-${i + 1}.jpg`] = readFileSync(join(DEMO_MEDIA, f))));
  files['__MACOSX/photos/._inductee-1.jpg'] = new Uint8Array([0]);
  return Buffer.from(zipSync(files));
}

async function importFiles(page: Page) {
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'inductees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(inducteesCsv()),
  });
  await dialog.getByLabel('Photos (a .zip, optional)').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: photosZip(),
  });
  return dialog;
}

test('an editor imports 500 profiles with photos from a spreadsheet, and importing again adds no duplicates', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Inductees ${Date.now()}`,
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    const dialog = await importFiles(page);
    // The columns are guessed from their headers; a column it does not know is left out.
    await expect(dialog.getByLabel('Field for Sport')).toHaveValue('activity');
    await expect(dialog.getByLabel('Field for Class of')).toHaveValue('graduationDate');
    await expect(dialog.getByLabel('Field for Photo')).toHaveValue('photo');
    await expect(dialog.getByLabel('Field for Shoe size')).toHaveValue('');
    await expect(dialog.getByRole('status')).toHaveText(
      '499 new profiles, 0 updates of profiles already here, 2 lines skipped; 3 of 4 photos found in the zip.',
    );
    await expect(dialog.getByRole('list', { name: 'Lines that will be skipped' })).toContainText(
      'Line 251: Class of: A year',
    );
    await expect(dialog.getByRole('list', { name: 'Lines that will be skipped' })).toContainText(
      'Line 502: The same person as line 8',
    );
    await dialog.getByRole('button', { name: 'Import 499 profiles' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(
      'Imported: 499 new profiles, 0 profiles updated, 3 photos uploaded. 3 lines need a look',
      { timeout: 120_000 },
    );
    await expect(dialog.getByRole('region', { name: 'Photos not found' })).toContainText(
      'Line 5 (Inductee Number 4): missing.jpg',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('radio', { name: 'Profiles (499)' })).toBeChecked();

    const folder = async () =>
      (
        await (
          await request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, { headers: authHeaders(token) })
        ).json()
      ).entries as { lastName: string; activity: string; headshot: { metadata: { name: string } } | null }[];
    const first = await folder();
    expect(first).toHaveLength(499);
    expect(first[0]).toMatchObject({ lastName: 'Number 1', activity: 'Track, Field' });
    expect(first[0].headshot?.metadata.name).toBe('inductee-1.jpg');

    // The same files again: every profile is updated in place, no photo is uploaded twice.
    const again = await importFiles(page);
    await expect(again.getByRole('status')).toContainText('0 new profiles, 499 updates of profiles already here');
    await again.getByRole('button', { name: 'Import 499 profiles' }).click();
    await expect(again.getByRole('status')).toContainText(
      'Imported: 0 new profiles, 499 profiles updated, 0 photos uploaded.',
      {
        timeout: 120_000,
      },
    );
    expect(await folder()).toHaveLength(499);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
