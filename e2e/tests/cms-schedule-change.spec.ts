import { expect, test } from './fixtures';
import { createEntry, deleteFolder } from './public-helpers';
import { authHeaders, DEMO_ADMIN, SITE, signInToEdit, localAhead } from './cms-helpers';
import { scheduleJourneyFolder } from './schedule-helpers';

// Changing what a schedule does (issue 29): an admin schedules a draft to go live with "Now inducted", then
// turns it into an unpublish from the profile's Schedule panel (the tick goes with it), and back to a publish
// from the scheduled list in Settings; the activity log has each change.

test('a pending schedule’s action changes from the item’s panel and from the scheduled list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, stamp, folderId } = await scheduleJourneyFolder(request, 'Schedule change');
  const entryId = await createEntry(request, token, folderId, {
    firstName: 'Change',
    lastName: `Me${stamp}`,
    isLive: false,
  });
  const name = `Change Me${stamp}`;
  const mine = async () => {
    const list = await (await request.get(`/api/v1/sites/${SITE}/schedules`, { headers: authHeaders(token) })).json();
    return list.schedules.filter((s: { itemId: string }) => s.itemId === entryId);
  };
  try {
    await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${folderId}/${entryId}`);
    const toolbar = page.getByRole('toolbar', { name: 'Profile' });
    await toolbar.getByRole('button', { name: 'Schedule…' }).click();
    const panel = page.getByRole('dialog', { name: `Schedule: ${name}` });
    await panel.getByLabel('Date and time').fill(localAhead(3_600_000));
    await panel.getByLabel('Play “Now inducted” on cast screens once when it goes live').check();
    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    const row = panel.getByRole('listitem');
    await expect(row).toContainText(/^Goes live .*, with “Now inducted”/);
    await expect(toolbar.getByText(/^Goes live /)).toBeVisible();

    // Publish → unpublish in place: the "Now inducted" tick is for publishing only, so it goes.
    await row.getByRole('button', { name: `Change the schedule of ${name}` }).click();
    const form = row.getByRole('group', { name: `Change the schedule of ${name}` });
    const save = form.getByRole('button', { name: 'Save change' });
    await expect(save).toBeDisabled(); // nothing changed yet
    await form.getByLabel('What happens').selectOption({ label: 'Unpublish this profile' });
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await save.click();
    await expect(form).toHaveCount(0);
    await expect(row).toHaveText(/^Goes offline [^,]+, [^,]+ Change…/);
    await expect(toolbar.getByText(/^Goes offline /)).toBeVisible();
    expect(await mine()).toMatchObject([{ action: 'unpublish' }]);
    expect((await mine())[0].announce).toBeUndefined();

    // Back to a publish from the scheduled list in Settings (admins).
    await page.goto(`/settings/${SITE}/activity`);
    const line = page
      .getByRole('table', { name: 'Scheduled, soonest first' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(line).toContainText(`Unpublish ${name}`);
    await line.getByRole('button', { name: `Change the schedule of ${name}` }).click();
    await line.getByLabel('What happens').selectOption('publish');
    await line.getByLabel('Play “Now inducted” on cast screens once').check();
    await line.getByRole('button', { name: 'Save change' }).click();
    await expect(line).toContainText(`Publish ${name}, with “Now inducted”`);
    expect(await mine()).toMatchObject([{ action: 'publish', announce: true }]);
    // Visitors still get nothing of it.
    expect((await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).status()).toBe(404);

    // The activity log, filtered to schedules, has the setting and both changes.
    await page.getByLabel('Kind').selectOption({ label: 'Schedules' });
    const lines = page
      .getByRole('table', { name: 'Activity, newest first' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(lines.filter({ hasText: `Scheduled ${name}: goes live` })).toHaveCount(1);
    await expect(lines.filter({ hasText: `Changed the schedule of ${name}: goes offline` })).toHaveCount(1);
    await expect(lines.filter({ hasText: `Changed the schedule of ${name}: goes live` })).toHaveCount(1);
  } finally {
    for (const s of await mine())
      await request.delete(`/api/v1/sites/${SITE}/schedules/${s._id}`, { headers: authHeaders(token) });
    await deleteFolder(request, token, folderId);
  }
});
