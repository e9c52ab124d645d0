import { expect, test } from './fixtures';
import { createEntry, deleteFolder } from './public-helpers';
import { DEMO_ADMIN, SITE, signInToEdit, leftEdgesAsItAppears, localAhead } from './cms-helpers';
import { scheduleJourneyFolder } from './schedule-helpers';

// Scheduling from the selection bar (issue 29): two draft profiles chosen together are scheduled to go live in an
// hour; each profile says so, the one list of everything scheduled has them, a preview of that time shows them
// (marked as a preview) while visitors still get nothing of them; the list changes the time and cancels it.

test('profiles scheduled from the selection bar show on each, in the list and in a preview, never to visitors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, stamp, folderId } = await scheduleJourneyFolder(request, 'Selection schedule');
  await createEntry(request, token, folderId, { firstName: 'Already', lastName: 'Here', isLive: true });
  const one = await createEntry(request, token, folderId, {
    firstName: 'Reveal',
    lastName: `One${stamp}`,
    isLive: false,
  });
  await createEntry(request, token, folderId, { firstName: 'Reveal', lastName: `Two${stamp}`, isLive: false });
  try {
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    // The bar shows where it stays: its Schedule… never moves under a press begun as the bar appears.
    const edges = leftEdgesAsItAppears(page, '.cms-selection-bar', 'Schedule…');
    await page.getByRole('checkbox', { name: `Select Reveal One${stamp}` }).check();
    const seen = await edges;
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen) - Math.min(...seen)).toBeLessThan(10);
    await page.getByRole('checkbox', { name: `Select Reveal Two${stamp}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected cards' });
    await expect(bar).toContainText('2 items selected');
    await bar.getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule 2 profiles' });
    await expect(dialog.getByLabel('What happens')).toHaveValue('publish');
    const schedule = dialog.getByRole('button', { name: 'Schedule: publish 2 profiles' });
    // A time gone by is refused in the picker before anything is sent.
    await dialog.getByLabel('Date and time').fill(localAhead(-3_600_000));
    await expect(dialog.getByRole('alert')).toHaveText('That time has already passed: choose a later one.');
    await expect(schedule).toBeDisabled();
    await dialog.getByLabel('Date and time').fill(localAhead(3_600_000));
    await schedule.click();
    await expect(page.getByText(/^2 profiles: Goes live /)).toBeVisible();
    await expect(bar).toHaveCount(0);

    // The profile says when it goes live.
    await page.goto(`/entry/${SITE}/${folderId}/${one}`);
    await expect(page.getByRole('toolbar', { name: 'Profile' }).getByText(/^Goes live /)).toBeVisible();
    await page.getByRole('toolbar', { name: 'Profile' }).getByRole('button', { name: 'Schedule…' }).click();
    const panel = page.getByRole('dialog', { name: `Schedule: Reveal One${stamp}` });
    await expect(panel.getByRole('listitem')).toHaveText([
      /^Goes live .* \(together with 1 more\) Change… Preview at this time Cancel schedule$/,
    ]);
    await panel.getByRole('button', { name: 'Close' }).click();
    expect((await request.get(`/api/v1/sites/${SITE}/entries/${one}`)).status()).toBe(404);

    // The one list of everything scheduled, and a preview of that time.
    await page.goto(`/settings/${SITE}/activity`);
    const row = page.getByRole('row', { name: new RegExp(`Publish Reveal One${stamp} and 1 more \\(2 profiles\\)`) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview of the site' });
    await expect(preview.getByRole('status')).toContainText('Only editors see this preview');
    const profiles = preview.getByRole('list', { name: `Profiles of Selection schedule ${stamp}` });
    await expect(profiles.getByRole('listitem')).toHaveText([
      'Already Here',
      `Reveal One${stamp} Appears`,
      `Reveal Two${stamp} Appears`,
    ]);
    expect((await request.get(`/api/v1/sites/${SITE}/schedules/preview?at=${new Date().toISOString()}`)).status()).toBe(
      401,
    );

    // Change the time, then cancel it.
    await row.getByRole('button', { name: new RegExp(`^Change the schedule of Reveal One${stamp}`) }).click();
    await row.getByLabel('New date and time').fill(localAhead(7_200_000));
    await row.getByRole('button', { name: 'Save change' }).click();
    await expect(
      row.getByRole('button', { name: new RegExp(`^Change the schedule of Reveal One${stamp}`) }),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/v1/sites/${SITE}/entries/${one}`)).status()).toBe(404);
  } finally {
    await deleteFolder(request, token, folderId);
  }
});
