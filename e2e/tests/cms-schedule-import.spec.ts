import { expect, test } from './fixtures';
import { authHeaders, DEMO_ADMIN, SITE, signInToEdit, localAhead } from './cms-helpers';
import { scheduleJourneyFolder } from './schedule-helpers';
import { deleteFolder } from './public-helpers';

// The importer's "Publish at…" (issue 29): three imported drafts are scheduled to go live together in an hour;
// visitors get nothing of them meanwhile, and the one list of everything scheduled holds them as one line.

test('imported drafts scheduled from the import report go live together later, as one scheduled line', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, stamp, folderId } = await scheduleJourneyFolder(request, 'Import schedule');
  try {
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
    const rows = [1, 2, 3].map((i) => `Later,Inductee${i}x${stamp}`);
    await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'later.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['First Name,Last Name', ...rows].join('\r\n') + '\r\n'),
    });
    await dialog.getByRole('button', { name: /^Import 3 profiles/ }).click();
    await expect(dialog.getByText('The 3 imported profiles are drafts: visitors do not see them yet.')).toBeVisible({
      timeout: 60_000,
    });
    await dialog.getByRole('button', { name: 'Publish at…' }).click();
    const picker = page.getByRole('dialog', { name: 'Publish 3 profiles at…' });
    await picker.getByLabel('Date and time').fill(localAhead(3_600_000));
    await picker.getByRole('button', { name: 'Schedule: publish 3 profiles' }).click();
    await expect(dialog.getByRole('status', { name: 'Publishing' })).toContainText(
      'Scheduled: the imported profiles go live',
    );

    const list = await (await request.get(`/api/v1/sites/${SITE}/schedules`, { headers: authHeaders(token) })).json();
    const mine = list.schedules.filter((s: { name: string }) => s.name.includes(`x${stamp}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'entry', action: 'publish' });
    expect(mine[0].itemIds).toHaveLength(3);
    for (const id of mine[0].itemIds)
      expect((await request.get(`/api/v1/sites/${SITE}/entries/${id}`)).status()).toBe(404);
  } finally {
    const list = await (await request.get(`/api/v1/sites/${SITE}/schedules`, { headers: authHeaders(token) })).json();
    for (const s of list.schedules.filter((x: { name: string }) => x.name.includes(`x${stamp}`)))
      await request.delete(`/api/v1/sites/${SITE}/schedules/${s._id}`, { headers: authHeaders(token) });
    await deleteFolder(request, token, folderId);
  }
});
