import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';

// An editor limited to one folder (the demo editor: Record Boards) works with the media library through the
// photo picker of the edit controls (the /mediaLibrary page itself is for admins, SPEC §6): they see only
// their folders' photos, upload into their folder, and never see a photo an admin put in another folder.

const API = '/api/v1';
const DEMO_MEDIA = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media');

async function uploadInto(request: APIRequestContext, token: string, folderId: string, name: string) {
  const buffer = readFileSync(join(DEMO_MEDIA, 'gallery-isaiah-lawson-1.jpg'));
  const res = await request.post(`${API}/sites/${SITE}/media`, {
    headers: authHeaders(token),
    multipart: { categoryID: folderId, file: { name, mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json())._id as string;
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post(`${API}/auth/login`, { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).accessToken as string;
}

test('a folder-limited editor sees only their folder’s photos, uploads into it, and never sees another folder’s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const admin = await adminToken(request);
  const mine = await createFolder(request, admin, {
    categoryName: `Relay team ${stamp}`,
    layout: 'PersonCircleCardCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  const theirs = await createFolder(request, admin, { categoryName: `Staff ${stamp}` });
  const entryId = await createEntry(request, admin, mine, { firstName: 'Isaiah', lastName: 'Lawson', isLive: true });
  await uploadInto(request, admin, mine, `relay-${stamp}.jpg`);
  const otherId = await uploadInto(request, admin, theirs, `staff-${stamp}.jpg`);
  try {
    await signInToEdit(page, DEMO_EDITOR, `/entry/${SITE}/${mine}/${entryId}`);
    await page.getByRole('button', { name: 'Add photo' }).click();
    const picker = page.getByRole('dialog', { name: 'Profile photo' });
    await expect(picker).toContainText('The photos of the folders you edit: uploaded there or used there.');
    await picker.getByRole('searchbox', { name: 'Search the media library' }).fill(String(stamp));
    const library = picker.getByRole('list', { name: 'Media library' });
    await expect(library.getByRole('button', { name: `relay-${stamp}.jpg` })).toBeVisible();
    await expect(library.getByRole('button')).toHaveCount(1);

    // A new photo from the computer goes into the folder being edited.
    await picker.getByRole('tab', { name: 'Upload a new photo' }).click();
    await picker.locator('input[type=file]').setInputFiles({
      name: `finish-${stamp}.jpg`,
      mimeType: 'image/jpeg',
      buffer: readFileSync(join(DEMO_MEDIA, 'gallery-brianna-nguyen-1.jpg')),
    });
    await picker.getByRole('button', { name: 'Next: the point to keep in view' }).click();
    await picker.getByRole('button', { name: 'Upload and use this photo' }).click();
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

    await page.getByRole('button', { name: 'Change photo' }).click();
    await picker.getByRole('searchbox', { name: 'Search the media library' }).fill(String(stamp));
    await expect(library.getByRole('button', { name: `finish-${stamp}.jpg` })).toBeVisible();
    await expect(library.getByRole('button', { name: `relay-${stamp}.jpg` })).toBeVisible();
    await expect(library.getByRole('button', { name: `staff-${stamp}.jpg` })).toHaveCount(0);
    await expect(library.getByRole('button')).toHaveCount(2);
    await picker.getByRole('button', { name: 'Close' }).click();

    // The server keeps the other folder's photo from them whichever way they ask.
    const editor = await tokenOf(request, DEMO_EDITOR);
    const search = await request.get(`${API}/sites/${SITE}/media?text=staff-${stamp}`, {
      headers: authHeaders(editor),
    });
    expect((await search.json()).media).toEqual([]);
    const usage = await request.get(`${API}/sites/${SITE}/media/${otherId}/usage`, { headers: authHeaders(editor) });
    expect(usage.status()).toBe(404);
    const remove = await request.patch(`${API}/sites/${SITE}/media/${otherId}`, {
      headers: authHeaders(editor),
      data: { hideInDAM: true },
    });
    expect(remove.status()).toBe(404);

    // The admin's library shows all three, the editor's upload recorded in the editor's folder.
    const adminPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signInToEdit(adminPage, DEMO_ADMIN, `/mediaLibrary/${SITE}`);
    await adminPage.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
    await expect(adminPage.getByTestId('media-card')).toHaveCount(3);
    await adminPage.getByRole('button', { name: `Open finish-${stamp}.jpg` }).click();
    await expect(
      adminPage.getByRole('dialog', { name: `finish-${stamp}.jpg` }).getByRole('region', { name: 'Folders' }),
    ).toHaveText(`FoldersEditors of Relay team ${stamp} see it.`);
    await adminPage.context().close();
    const uploaded = await request.get(`${API}/sites/${SITE}/media?text=finish-${stamp}`, {
      headers: authHeaders(admin),
    });
    expect((await uploaded.json()).media[0].categoryIDs).toEqual([mine]);
  } finally {
    await deleteFolder(request, admin, mine);
    await deleteFolder(request, admin, theirs);
  }
});
