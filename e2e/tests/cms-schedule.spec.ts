import { expect, test } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, DEMO_ADMIN, SITE, signInToEdit, visitor, localTimeAhead } from './cms-helpers';

// Scheduled publishing (issue 29): an admin schedules a draft profile a few seconds ahead; the bar says when it
// goes live; a visitor's open folder page shows nothing of it before, and shows it at its second without a reload.

test('a draft profile scheduled a few seconds ahead appears on a visitor’s open page at its second', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, { categoryName: `Schedule journey ${Date.now()}` });
  await createEntry(request, token, folderId, { firstName: 'Already', lastName: 'Inducted', isLive: true });
  await createEntry(request, token, folderId, { firstName: 'Also', lastName: 'Inducted', isLive: true });
  const entryId = await createEntry(request, token, folderId, {
    firstName: 'Class',
    lastName: 'Of2026',
    isLive: false,
  });
  try {
    const guest = await visitor(browser);
    await guest.goto(`/category/${SITE}/${folderId}`);
    await expect(guest.getByText('Already Inducted')).toBeVisible();

    await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${folderId}/${entryId}`);
    await page.getByRole('toolbar', { name: 'Profile' }).getByRole('button', { name: 'Schedule…' }).click();
    const panel = page.getByRole('dialog', { name: 'Schedule: Class Of2026' });
    await expect(panel.getByLabel('What happens')).toHaveValue('publish');
    const { value, at } = localTimeAhead(12_000);
    await panel.getByLabel('Date and time').fill(value);
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('toolbar', { name: 'Profile' }).getByText(/^Goes live /)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    // Before its second nothing of it reaches the visitor.
    expect(Date.now()).toBeLessThan(at);
    await expect(guest.getByText('Class Of2026')).toHaveCount(0);
    expect((await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).status()).toBe(404);

    await expect(guest.getByText('Class Of2026')).toBeVisible({ timeout: 20_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await guest.context().close();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
