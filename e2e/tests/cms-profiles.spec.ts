import { expect, test } from './fixtures';
import { join } from 'node:path';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';

// Profiles edited where visitors see them: add one with a photo, publish it, and a visitor's open page
// shows it without a reload (the site's change notice).

const PHOTO = join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', 'generic.jpg');

test('an admin adds a profile with a photo and publishes it; a visitor sees it without reloading', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Profiles journey ${Date.now()}`,
    layout: 'PersonCircleCardCategoryLayout',
  });
  // Two published profiles, so a visitor stays on the folder page (one alone opens its profile).
  await createEntry(request, token, folderId, { firstName: 'Existing', lastName: 'Member', isLive: true });
  await createEntry(request, token, folderId, { firstName: 'Another', lastName: 'Member', isLive: true });
  try {
    const guest = await visitor(browser);
    await guest.goto(`/category/${SITE}/${folderId}`);
    await expect(guest.getByText('Existing Member')).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/category/${SITE}/${folderId}$`));

    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    await page.getByRole('button', { name: 'Add profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${folderId}/`));
    const profile = page.getByRole('article');
    await expect(profile.getByText('Draft', { exact: true })).toBeVisible();

    // Every field is typed where visitors read it.
    await profile.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await profile.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await profile.getByRole('textbox', { name: 'Activity' }).fill('Swimming');
    await profile.getByLabel('Graduation date').locator('..').getByLabel('Year only').check();
    await profile.getByLabel('Graduation date').fill('1998');
    const description = profile.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Captain of the ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('state champions');

    // A photo straight from the computer, cropped, with the point to keep in view.
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByRole('tab', { name: 'Upload a new photo' }).click();
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Next: the point to keep in view' }).click();
    const marker = page.getByRole('button', { name: /^Focal point/ });
    await marker.press('ArrowUp');
    await expect(marker).toHaveAccessibleName(/50% from the left and 45% from the top/);
    await page.getByRole('button', { name: 'Upload and use this photo' }).click();
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(profile.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });

    // The visitor's open page gets the new profile by itself.
    await expect(guest.getByText('Grace Hopper')).toBeVisible({ timeout: 15_000 });
    const card = guest.getByRole('link', { name: /Grace Hopper/ });
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\/default\//);

    // What was saved: the fields, the sanitised description, the photo with its focal point.
    const entryId = page.url().split('/').pop()!;
    const saved = (await (await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).json()).entry;
    expect(saved).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', activity: 'Swimming', isLive: true });
    expect(saved.graduationDate).toBe('1998-01-01');
    expect(saved.description).toBe('<p>Captain of the <strong>state champions</strong></p>');
    expect(saved.headshot.metadata.focalPoint).toEqual({ x: 0.5, y: 0.45 });
    await guest.context().close();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});

test('unpublishing a profile takes it off a visitor’s open page', async ({ page, browser, request }) => {
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, { categoryName: `Unpublish journey ${Date.now()}` });
  const keep = await createEntry(request, token, folderId, { firstName: 'Stays', lastName: 'Here', isLive: true });
  const gone = await createEntry(request, token, folderId, { firstName: 'Leaves', lastName: 'Soon', isLive: true });
  try {
    const guest = await visitor(browser);
    await guest.goto(`/category/${SITE}/${folderId}`);
    await expect(guest.getByText('Leaves Soon')).toBeVisible();
    await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${folderId}/${gone}`);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByRole('article').getByText('Draft', { exact: true })).toBeVisible();
    await expect(guest.getByText('Leaves Soon')).toHaveCount(0, { timeout: 15_000 });
    await expect(guest.getByText('Stays Here')).toBeVisible();
    expect(keep).toBeTruthy();
    await guest.context().close();
  } finally {
    await request.delete(`/api/v1/sites/${SITE}/categories/${folderId}`, { headers: authHeaders(token) });
  }
});
