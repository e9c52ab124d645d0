import { expect, test } from './fixtures';
import { adminToken, authHeaders, axeViolations, DEMO_EDITOR, SITE, signInToEdit, visitor } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// A coach keeps the sprint records in a spreadsheet and adds them to a records board column from a CSV file in
// the records bulk editor (demo editor, limited to Record Boards).

const API = '/api/v1';
const CSV = [
  'Athlete,100 m,Year,Published,Shoe size',
  'Husky Relay 1998,10.52,1998,yes,44',
  '"Husky Relay, 2004",10.61,2004,yes,42',
  'Husky Relay 2011,quick,2011,yes,43',
  '',
].join('\r\n');

test('an editor adds records from a CSV file: columns guessed, a bad row shown and not sent, records on the board', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, {
    categoryName: `Sprint records ${Date.now()}`,
    layout: 'RecordsLayout',
    parentCategoryID: 'cat-records',
  });
  const column = await request.post(`${API}/sites/${SITE}/categories/${folderId}/record-columns`, {
    headers: authHeaders(token),
    data: { recordLabel: '100 m', recordType: 'Time', recordUnits: 's', recordSortDirection: 'Ascending' },
  });
  expect(column.status(), await column.text()).toBe(201);
  try {
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folderId}`);
    await page.getByRole('link', { name: 'Bulk edit 100 m' }).click();
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add records from a CSV file' });
    const file = dialog.getByLabel('CSV file');

    // A file that is not CSV is refused with a reason, and nothing can be added.
    await file.setInputFiles({
      name: 'times.xlsx',
      mimeType: 'application/zip',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(/^“times.xlsx” is not a CSV file/);
    await expect(dialog.getByRole('button', { name: 'Add records' })).toBeDisabled();

    await file.setInputFiles({ name: 'sprints.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByLabel('Field for Athlete')).toHaveValue('name');
    await expect(dialog.getByLabel('Field for 100 m')).toHaveValue('recordValue');
    await expect(dialog.getByLabel('Field for Shoe size')).toHaveValue('');
    await expect(dialog.getByRole('status')).toHaveText(
      '2 records ready to add; 1 line has a value this board cannot read and will not be added.',
    );
    const preview = dialog.getByRole('table', { name: 'Preview of the records in the file' });
    await expect(preview.getByRole('row', { name: /^4 Husky Relay 2011 quick/ })).toContainText(
      '100 m (s): This cannot be read as a time',
    );
    expect(await axeViolations(page, '.ui-dialog')).toEqual([]);

    await dialog.getByRole('button', { name: 'Add 2 records' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added 2 records to the board. 1 line was not added (below).', {
      timeout: 30_000,
    });
    await expect(dialog.getByRole('region', { name: 'Not sent (values to fix in the file)' })).toContainText(
      'Line 4 (Husky Relay 2011): 100 m (s): This cannot be read as a time',
    );
    expect(await axeViolations(page, '.ui-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const grid = page.getByRole('grid', { name: 'Records of 100 m' });
    await expect(grid.getByRole('gridcell', { name: 'Husky Relay, 2004', exact: true })).toBeVisible();

    // Visitors see the two published records on the board.
    const guest = await visitor(browser);
    await guest.goto(`/category/${SITE}/${folderId}`);
    const board = guest.getByRole('region', { name: '100 m' });
    await expect(board).toContainText('Husky Relay 1998');
    await expect(board).toContainText('Husky Relay, 2004');
    await expect(board).not.toContainText('Husky Relay 2011');
    await guest.close();
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
