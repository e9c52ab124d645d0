import { expect, test } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, DEMO_ADMIN, SITE, signInToEdit, visitor, localTimeAhead } from './cms-helpers';

// Whole folders from the selection bar (issue 29): two folders chosen together are scheduled to go offline a few
// seconds ahead; each folder's card and bar say "Goes offline …", the list of everything scheduled has them as
// one line, and a visitor's open page loses both at their second without a reload (and not before).

test('folders chosen together are unpublished at their second, with the bar and the list saying so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const stamp = Date.now();
  const parent = await createFolder(request, token, { categoryName: `Folder schedule ${stamp}` });
  const ids: string[] = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    const id = await createFolder(request, token, { categoryName: `${name}${stamp}`, parentCategoryID: parent });
    await createEntry(request, token, id, { firstName: name, lastName: 'Member', isLive: true });
    ids.push(id);
  }
  try {
    const guest = await visitor(browser);
    await guest.goto(`/subcategories/${SITE}/${parent}`);
    await expect(guest.getByRole('link', { name: new RegExp(`Alpha${stamp}`) })).toBeVisible();

    await signInToEdit(page, DEMO_ADMIN, `/subcategories/${SITE}/${parent}`);
    await page.getByRole('checkbox', { name: `Select Alpha${stamp}` }).check();
    await page.getByRole('checkbox', { name: `Select Bravo${stamp}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected cards' });
    await expect(bar).toContainText('2 folders selected');
    await bar.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule 2 folders' });
    await dialog.getByLabel('What happens').selectOption({ label: 'Unpublish at…' });
    const { value, at } = localTimeAhead(25_000);
    await dialog.getByLabel('Date and time').fill(value);
    await dialog.getByRole('button', { name: 'Schedule: unpublish 2 folders' }).click();
    await expect(dialog).toHaveCount(0);
    // Each chosen card says when it goes; the other does not.
    await expect(page.locator(`[data-card-id="${ids[0]}"]`).getByText(/^Goes offline /)).toBeVisible();
    await expect(page.locator(`[data-card-id="${ids[1]}"]`).getByText(/^Goes offline /)).toBeVisible();
    await expect(page.locator(`[data-card-id="${ids[2]}"]`).getByText(/^Goes /)).toHaveCount(0);

    // The folder's own bar says when it goes offline.
    await page.goto(`/category/${SITE}/${ids[0]}`);
    await expect(page.getByRole('toolbar', { name: 'Folder' }).getByText(/^Goes offline /)).toBeVisible();
    // The one list of everything scheduled (Settings) has them as one line.
    await page.goto(`/settings/${SITE}/activity`);
    const line = page
      .getByRole('table', { name: 'Scheduled, soonest first' })
      .getByRole('row')
      .filter({ hasText: `Alpha${stamp}` });
    await expect(line).toContainText(`Unpublish Alpha${stamp} and 1 more (2 folders)`);

    // Before the second the visitor still has both; at it they go, Charlie stays.
    expect(Date.now()).toBeLessThan(at);
    await expect(guest.getByRole('link', { name: new RegExp(`Bravo${stamp}`) })).toBeVisible();
    await expect(guest.getByRole('link', { name: new RegExp(`Alpha${stamp}`) })).toHaveCount(0, { timeout: 40_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    await expect(guest.getByRole('link', { name: new RegExp(`Bravo${stamp}`) })).toHaveCount(0);
    await expect(guest.getByText(`Charlie${stamp}`).first()).toBeVisible();
    await guest.context().close();
  } finally {
    await deleteFolder(request, token, parent);
  }
});
