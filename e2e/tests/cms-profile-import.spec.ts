import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A school moves its inductees in: 500 lines of a spreadsheet and a zip of photos, imported into a folder by the
// demo editor (limited to Record Boards) and published from the report, then the same spreadsheet again without
// the zip.

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

async function importFiles(page: Page, withZip = true) {
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'inductees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(inducteesCsv()),
  });
  if (!withZip) return dialog;
  await dialog.getByLabel('Photos (a .zip, optional)').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: photosZip(),
  });
  return dialog;
}

test('an editor imports 500 profiles with photos from a spreadsheet and publishes them; importing again adds no duplicates', async ({
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
  const folder = async () =>
    (
      await (
        await request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, { headers: authHeaders(token) })
      ).json()
    ).entries as {
      lastName: string;
      activity: string;
      isLive: boolean;
      graduationDate: string;
      headshot: { metadata: { name: string } } | null;
    }[];
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    const dialog = await importFiles(page);
    // The columns are guessed from their headers; a column it does not know is left out, and it says so.
    await expect(dialog.getByLabel('Field for Sport')).toHaveValue('activity');
    await expect(dialog.getByLabel('Field for Class of')).toHaveValue('graduationDate');
    await expect(dialog.getByLabel('Field for Photo')).toHaveValue('photo');
    await expect(dialog.getByLabel('Field for Shoe size')).toHaveValue('');
    await expect(dialog.getByText('1 column will not be imported: Shoe size.')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(
      '500 new profiles, 0 updates of profiles already here, 1 row skipped; 3 of 4 photos found in the zip.',
    );
    // A year it cannot read does not keep the inductee out: imported without it, and said so.
    await expect(dialog.getByRole('list', { name: 'Rows imported without a value' })).toHaveText(
      "Row 251: 'the nineties' is not a year or a date; imported without Class of",
    );
    await expect(dialog.getByRole('list', { name: 'Rows that will be skipped' })).toHaveText(
      'Row 502: The same person as row 8',
    );
    // The folder refreshes as profiles arrive; the counts stay those the import started with.
    await page.route(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Import 500 profiles without Shoe size' }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect.poll(async () => (await folder()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(150);
    await page.waitForTimeout(1500);
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(
      '500 new profiles, 0 updates of profiles already here, 1 row skipped; 3 of 4 photos found in the zip.',
    );
    await expect(dialog.getByRole('status')).toContainText(
      'Imported: 500 new profiles, 0 profiles updated, 3 photos uploaded. 3 rows need a look',
      { timeout: 120_000 },
    );
    await page.unroute(`**${API}/sites/${SITE}/categories/${folderId}/entries/bulk`);
    await expect(dialog.getByRole('region', { name: 'Photos not found' })).toContainText(
      'Row 5 (Inductee Number 4): missing.jpg',
    );
    await expect(dialog.getByRole('region', { name: 'Imported without a value' })).toContainText(
      "Row 251 (Inductee Number 250): 'the nineties' is not a year or a date; imported without Class of",
    );

    // They arrived as drafts, and the report says so and publishes them.
    await expect(dialog.getByText('The 500 imported profiles are drafts: visitors do not see them yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish the 500 imported profiles' }).click();
    await expect(dialog.getByRole('status', { name: 'Publishing' })).toHaveText(
      'Published 500 profiles: visitors see them now.',
      { timeout: 60_000 },
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('radio', { name: 'Profiles (500)' })).toBeChecked();

    const first = await folder();
    expect(first).toHaveLength(500);
    expect(first.filter((e) => e.isLive)).toHaveLength(500);
    expect(first[0]).toMatchObject({ lastName: 'Number 1', activity: 'Track, Field' });
    expect(first[0].headshot?.metadata.name).toBe('inductee-1.jpg');
    expect(first.find((e) => e.lastName === 'Number 250')).toMatchObject({ graduationDate: '' });

    // The same spreadsheet again without the zip: every profile is updated in place; the photos already
    // attached are neither uploaded again nor reported missing.
    const again = await importFiles(page, false);
    await expect(again.getByRole('status')).toHaveText(
      '0 new profiles, 500 updates of profiles already here, 1 row skipped; 3 of 4 photos already attached, 0 found in the zip.',
    );
    await again.getByRole('button', { name: 'Import 500 profiles without Shoe size' }).click();
    await expect(again.getByRole('status')).toContainText(
      'Imported: 0 new profiles, 500 profiles updated, 0 photos uploaded. 3 rows need a look',
      { timeout: 120_000 },
    );
    await expect(again.getByRole('region', { name: 'Photos not found' }).getByRole('listitem')).toHaveText([
      'Row 5 (Inductee Number 4): missing.jpg',
    ]);
    // Published profiles stay published.
    await expect(again.getByText(/imported profiles? (is a draft|are drafts)/)).toHaveCount(0);
    const second = await folder();
    expect(second).toHaveLength(500);
    expect(second.filter((e) => e.isLive)).toHaveLength(500);
    expect(second[0].headshot?.metadata.name).toBe('inductee-1.jpg');
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
