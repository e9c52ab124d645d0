import { expect, test } from './fixtures';
import { adminToken, authHeaders, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';

// Record boards built in place by the demo editor, who may edit the Record Boards folder only.

test('an editor limited to Record Boards builds a board: columns, records, values and ranks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const res = await request.post(`/api/v1/sites/${SITE}/categories`, {
    headers: authHeaders(token),
    data: { categoryName: `Relay records ${Date.now()}`, layout: 'RecordsLayout', parentCategoryID: 'cat-records' },
  });
  const folderId = (await res.json())._id as string;
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    const boards = page.getByTestId('records-board');
    // A new board gets its first column; name it and make it a time, lowest first.
    await expect(page.getByRole('button', { name: 'Add column' })).toBeVisible();
    if ((await page.getByRole('group', { name: /^Column/ }).count()) === 0)
      await page.getByRole('button', { name: 'Add column' }).click();
    const column = page.getByRole('group', { name: /^Column/ }).first();
    await column.getByRole('textbox', { name: 'Column name' }).fill('4 x 100 m');
    await column.getByLabel('Values').selectOption('Time');
    await column.getByLabel('Order').selectOption('Ascending');
    await column.getByLabel('Units').fill('s');

    const add = page.getByRole('button', { name: /^Add record to/ }).first();
    for (const [name, value] of [
      ['Husky Relay 1998', '42.10'],
      ['Husky Relay 2004', '41.85'],
      ['Husky Relay 2011', '43.02'],
    ]) {
      await add.click();
      const row = boards
        .first()
        .getByTestId('record-row')
        .filter({ has: page.locator('textarea, input') })
        .last();
      await expect(row.getByRole('textbox', { name: 'Name' })).toHaveValue('New Record');
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await row.getByRole('textbox', { name: 'Name' }).fill(name);
      await row.getByRole('textbox', { name: 'Record' }).fill(value);
      await row.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
    }
    // A value the board cannot read is not saved, and says what was expected.
    const last = boards.first().getByTestId('record-row').last();
    await last.getByRole('textbox', { name: 'Record' }).fill('quick');
    await expect(last.getByRole('alert')).toContainText('This cannot be read as a time');
    await last.getByRole('textbox', { name: 'Record' }).fill('43.02');

    // Ranks as visitors will see them: lowest time first.
    await page.reload();
    const rows = page.getByTestId('records-board').first().getByTestId('record-row');
    await expect(rows.nth(0).getByRole('textbox', { name: 'Name' })).toHaveValue('Husky Relay 2004', {
      timeout: 15_000,
    });
    await expect(rows.nth(0).locator('.ps-board__rank-badge')).toHaveText('1');
    await expect(rows.nth(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Husky Relay 2011');

    // A second column, then deleting it asks first and removes it with its records.
    await page.getByRole('button', { name: 'Add column' }).click();
    await expect(page.getByRole('group', { name: /^Column/ })).toHaveCount(2);
    await page
      .getByRole('group', { name: 'Column New column' })
      .getByRole('button', { name: 'Delete column…' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete the column New column?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete column', exact: true }).click();
    await expect(page.getByRole('group', { name: /^Column/ })).toHaveCount(1);

    // The visitor's board.
    const board = await (await request.get(`/api/v1/sites/${SITE}/categories/${folderId}`)).json();
    expect(board.entries.map((e: { recordInfo: { name: string } }) => e.recordInfo.name).sort()).toEqual([
      'Husky Relay 1998',
      'Husky Relay 2004',
      'Husky Relay 2011',
    ]);
    expect(board.category.recordColumns).toMatchObject([
      { recordLabel: '4 x 100 m', recordType: 'Time', recordUnits: 's' },
    ]);
  } finally {
    await request.delete(`/api/v1/sites/${SITE}/categories/${folderId}`, { headers: authHeaders(token) });
  }
});

test('the same editor sees no editing controls outside their folder', async ({ page }) => {
  await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/cat-1970s`);
  await expect(page.getByRole('heading', { name: '1970s' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add profile' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Folder name' })).toHaveCount(0);
  await page.goto(`/category/${SITE}/cat-boys-track-records`);
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add record to/ }).first()).toBeVisible();
  // Home page settings are the admin's.
  await page.goto(`/home/${SITE}`);
  await expect(page.getByRole('heading', { name: /Northfield/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit home page' })).toHaveCount(0);
});
