import { expect, test } from './fixtures';
import { adminToken, authHeaders, axeViolations, DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';
import { createFolder, deleteFolder } from './public-helpers';

// The records bulk editor (/bulkRecordItemsEditor): one column of a records board as a spreadsheet, used by the
// demo editor (limited to Record Boards).

const API = '/api/v1';

test('an editor pastes a column’s records, values checked by the record type, and saves them', async ({
  page,
  request,
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
    await expect(page.getByRole('heading', { name: 'Records: 100 m' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Editing' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add record' }).click();
    await page.keyboard.press('Escape');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = ['Husky Relay 1998\t10.52\tyes', 'Husky Relay 2004\t10.61\tyes', 'Husky Relay 2011\tquick\tyes'];
    await page.evaluate((t) => navigator.clipboard.writeText(t), block.join('\n'));
    await page.keyboard.press('Control+V');
    const grid = page.getByRole('grid', { name: 'Records of 100 m' });
    await expect(grid.getByRole('gridcell', { name: /^quick \(This cannot be read as a time/ })).toBeVisible();
    await expect(page.getByText('2 changes to save, 1 row to fix first')).toBeVisible();
    await grid.getByRole('gridcell', { name: /^quick/ }).click();
    await page.keyboard.type('10.99');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save 3 changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved 3 rows.' })).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page, '.wr-root')).toEqual([]);

    const folder = await (
      await request.get(`${API}/sites/${SITE}/categories/${folderId}?cms=1`, { headers: authHeaders(token) })
    ).json();
    const columnId = (await column.json()).columnID as string;
    const records = (
      folder.entries as { isLive: boolean; recordInfo: { name: string; recordValue: string; columnID: string } }[]
    )
      .filter((e) => e.recordInfo?.columnID === columnId)
      .map((e) => [e.recordInfo.name, e.recordInfo.recordValue, e.isLive]);
    expect(records).toEqual([
      ['Husky Relay 1998', '10.52', true],
      ['Husky Relay 2004', '10.61', true],
      ['Husky Relay 2011', '10.99', true],
    ]);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
