import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  adminToken,
  authHeaders,
  axeViolations,
  DEMO_ADMIN,
  DEMO_EDITOR,
  signInToEdit,
  SITE,
  startSignedIn,
} from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';

// The media library (/mediaLibrary, admins): upload several files, soft delete and restore, details and usage.

const API = '/api/v1';
const DEMO_MEDIA = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media');
const photo = (file: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: readFileSync(join(DEMO_MEDIA, file)),
});

/** Drops files on the page as a file manager does (a drop event carrying them). */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  await page.locator('.lib-drop').evaluate((el, list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    el.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, files);
}

test('an admin uploads several photos with progress, deletes one and restores it', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  await signInToEdit(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: 'Site tools' }).getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  await expect(page.getByTestId('media-card').first()).toBeVisible();
  // This product has no embeddings provider: search by meaning cannot be chosen, and the page says why.
  await expect(page.getByRole('radio', { name: 'Meaning' })).toBeDisabled();
  await expect(page.getByText(/Search by meaning is off on this server/)).toBeVisible();

  // Three photos chosen at once, and a text file that is refused on its own line.
  await page
    .getByLabel('Files to upload')
    .setInputFiles([
      photo('gallery-brianna-nguyen-1.jpg', `relay-${stamp}-a.jpg`),
      photo('gallery-brianna-nguyen-2.jpg', `relay-${stamp}-b.jpg`),
      photo('gallery-isaiah-lawson-1.jpg', `relay-${stamp}-c.jpg`),
      { name: `notes-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByTestId('upload-row')).toHaveCount(4);
  await expect(uploads.getByRole('heading')).toHaveText('Uploaded 3 of 4 · 1 not uploaded', { timeout: 60_000 });
  await expect(uploads.getByTestId('upload-row').filter({ hasText: `notes-${stamp}.txt` })).toContainText(
    'Not uploaded: Not a photo or video',
  );
  await expect(uploads.getByRole('progressbar', { name: `Upload of relay-${stamp}-a.jpg` })).toHaveAttribute(
    'value',
    '1',
  );

  // The new photos are in the library, found by their names.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`relay-${stamp}`);
  const cards = page.getByTestId('media-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: /^3 items$/ })).toBeVisible();

  // Soft delete from the card; it waits under Deleted; restore brings it back.
  await page.getByRole('button', { name: `Delete relay-${stamp}-b.jpg` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted “relay-${stamp}-b.jpg”` })).toBeVisible();
  await expect(cards).toHaveCount(2);
  await page.getByRole('radio', { name: 'Deleted' }).check();
  await expect(cards).toHaveCount(1);
  expect(await axeViolations(page, '.wr-root')).toEqual([]);
  await page.getByRole('button', { name: `Restore relay-${stamp}-b.jpg` }).click();
  await expect(cards).toHaveCount(0);
  await page.getByRole('radio', { name: 'Library' }).check();
  await expect(cards).toHaveCount(3);

  // A photo dropped on the page uploads too.
  const buffer = readFileSync(join(DEMO_MEDIA, 'gallery-danielle-delgado-1.jpg'));
  await dropFiles(page, [{ name: `relay-${stamp}-d.jpg`, type: 'image/jpeg', base64: buffer.toString('base64') }]);
  await expect(cards).toHaveCount(4, { timeout: 30_000 });

  const token = await adminToken(request);
  const search = await request.get(`${API}/sites/${SITE}/media?text=relay-${stamp}`, { headers: authHeaders(token) });
  const found = (await search.json()) as { media: { variants?: Record<string, string> }[] };
  expect(found.media).toHaveLength(4);
  expect(Object.keys(found.media[0].variants ?? {}).length).toBeGreaterThan(0);
});

test('an admin edits an item’s details, sees where it is used, and adds a video link', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const stamp = Date.now();
  const upload = await request.post(`${API}/sites/${SITE}/media`, {
    headers: authHeaders(token),
    multipart: { file: photo('gallery-isaiah-lawson-2.jpg', `portrait-${stamp}.jpg`) },
  });
  const mediaId = (await upload.json())._id as string;
  const folderId = await createFolder(request, token, { categoryName: `Usage ${stamp}` });
  const entryId = await createEntry(request, token, folderId, { firstName: 'Isaiah', lastName: 'Lawson' });
  await request.patch(`${API}/sites/${SITE}/entity-media`, {
    headers: authHeaders(token),
    data: { documentType: 'entry', documentId: entryId, field: 'headshot', mediaIds: [mediaId] },
  });
  try {
    await signInToEdit(page, DEMO_ADMIN, `/mediaLibrary/${SITE}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(`portrait-${stamp}`);
    await page.getByRole('button', { name: `Open portrait-${stamp}.jpg` }).click();
    const dialog = page.getByRole('dialog', { name: `portrait-${stamp}.jpg` });
    const usage = dialog.getByRole('region', { name: 'Where it is used' });
    await expect(usage.getByRole('link', { name: 'Isaiah Lawson' })).toBeVisible();
    await expect(usage).toContainText('(headshot)');
    expect(await axeViolations(page, '.ui-dialog')).toEqual([]);

    await dialog.getByLabel('Name').fill(`Isaiah Lawson ${stamp}`);
    await dialog.getByLabel('Tags (separated by commas)').fill('track, 1998 , track');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Saved.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('searchbox', { name: 'Tags' }).fill('1998');
    await expect(page.getByTestId('media-card').filter({ hasText: `Isaiah Lawson ${stamp}` })).toHaveCount(1);

    // A YouTube link: the type is guessed from the address.
    await page.getByRole('searchbox', { name: 'Tags' }).fill('');
    await page.getByRole('button', { name: 'Add video or web page' }).click();
    const add = page.getByRole('dialog', { name: 'Add a video or web page' });
    await add.getByLabel('Address (URL)').fill('youtube dot com');
    await add.getByRole('button', { name: 'Add to the library' }).click();
    await expect(add.getByRole('alert')).toHaveText('Enter the full address, starting with https://');
    await add.getByLabel('Address (URL)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(add.getByLabel('Type')).toHaveValue('youtube');
    await add.getByLabel('Name').fill(`Induction night ${stamp}`);
    await add.getByRole('button', { name: 'Add to the library' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added “Induction night ${stamp}”` })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Induction night ${stamp}`);
    await expect(page.getByTestId('media-card')).toHaveCount(1);
    await expect(page.getByTestId('media-card')).toContainText('YouTube');
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('the media library is for admins: an editor is sent to Home', async ({ page }) => {
  await startSignedIn(page, DEMO_EDITOR);
  await page.goto(`/mediaLibrary/${SITE}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
});
