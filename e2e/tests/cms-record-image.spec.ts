import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A record's image (SPEC §3 recordInfo.recordImage): chosen on the board in place and in the records bulk editor,
// saved through the API, shown to visitors on the records board.

const API = '/api/v1';

test('a record’s image is set on the board, changed in the bulk editor, and shown to visitors', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const stamp = Date.now();
  const folderId = await createFolder(request, token, {
    categoryName: `Relay boards ${stamp}`,
    layout: 'RecordsLayout',
    parentCategoryID: 'cat-records',
  });
  const column = await request.post(`${API}/sites/${SITE}/categories/${folderId}/record-columns`, {
    headers: authHeaders(token),
    data: { recordLabel: 'Relay', recordType: 'Time', recordUnits: 's', recordSortDirection: 'Ascending' },
  });
  expect(column.status(), await column.text()).toBe(201);
  const columnId = (await column.json()).columnID as string;
  const record = await request.post(`${API}/sites/${SITE}/categories/${folderId}/entries`, {
    headers: authHeaders(token),
    data: { isLive: true, recordInfo: { columnID: columnId, name: 'Husky Relay 1998', recordValue: '42.10' } },
  });
  expect(record.status(), await record.text()).toBe(201);
  const recordId = (await record.json())._id as string;
  const file = readFileSync(join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', 'generic.jpg'));
  const upload = await request.post(`${API}/sites/${SITE}/media`, {
    headers: authHeaders(token),
    multipart: {
      file: { name: `relay-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: file },
      description: `Relay ${stamp}`,
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const mediaId = (await upload.json())._id as string;
  const savedImage = async () =>
    (
      await (
        await request.get(`${API}/sites/${SITE}/entries/${recordId}?cms=1`, { headers: authHeaders(token) })
      ).json()
    ).entry.recordInfo.recordImage?._id ?? null;
  try {
    // On the board, in place: choose the image from the media library; it is saved at once.
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    await page.getByRole('button', { name: 'Choose the image of Husky Relay 1998' }).click();
    const picker = page.getByRole('dialog', { name: 'Image of Husky Relay 1998' });
    await picker.getByRole('searchbox', { name: 'Search the media library' }).fill(`Relay ${stamp}`);
    await picker.getByRole('button', { name: `relay-${stamp}.jpg` }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('img', { name: 'Image of Husky Relay 1998' })).toBeVisible();
    await expect.poll(savedImage, { timeout: 15_000 }).toBe(mediaId);

    // Visitors see it on the records board.
    const guest = await visitor(browser);
    await guest.goto(`${new URL(page.url()).origin}/category/${SITE}/${folderId}`);
    const row = guest.getByTestId('record-row').filter({ hasText: 'Husky Relay 1998' });
    await expect(row.locator('.ps-board__image img')).toBeVisible();
    await guest.context().close();

    // Remove in place clears it; the bulk editor then chooses it again, saved with the sheet.
    await page.getByRole('button', { name: 'Remove the image of Husky Relay 1998' }).click();
    await expect.poll(savedImage, { timeout: 15_000 }).toBeNull();
    await page.getByRole('link', { name: 'Bulk edit Relay' }).click();
    const grid = page.getByRole('grid', { name: 'Records of Relay' });
    const choose = grid.getByRole('button', { name: 'Choose the image of Husky Relay 1998' });
    await expect(choose).toBeVisible();
    await choose.click();
    const again = page.getByRole('dialog', { name: 'Image of Husky Relay 1998' });
    await again.getByRole('searchbox', { name: 'Search the media library' }).fill(`Relay ${stamp}`);
    await again.getByRole('button', { name: `relay-${stamp}.jpg` }).click();
    await expect(grid.getByRole('button', { name: 'Change the image of Husky Relay 1998' })).toBeVisible();
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect.poll(savedImage, { timeout: 30_000 }).toBe(mediaId);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
