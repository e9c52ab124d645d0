import { expect, test } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, localAhead } from './cms-helpers';

// A change to Home at a time (issue 29): the Home panel's "Change Home at…" stores a new title for an hour from
// now; the panel lists it with its time (changed there), visitors still get the current title, and it can be
// cancelled.

test('a Home change scheduled from the Home panel is listed there and in Settings, and cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Reveal night ${Date.now()}`;
  const token = await adminToken(request);
  try {
    await signInToEdit(page, DEMO_ADMIN, `/home/${SITE}`);
    await page.getByRole('button', { name: 'Edit home page' }).click();
    const panel = page.getByRole('dialog', { name: 'Home page' });
    await panel.getByRole('button', { name: 'Change Home at…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Home at a time' });
    await dialog.getByLabel('Title then').fill(title);
    await dialog.getByLabel('Date and time').fill(localAhead(3_600_000));
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await expect(page.getByText(/^Home: Goes live /)).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: 'new home settings' });
    await expect(item).toContainText(/^Goes live /);
    // Its time changes in place (a change to Home always goes live: no action to choose).
    await item.getByRole('button', { name: 'Change the schedule of Home' }).click();
    const form = item.getByRole('group', { name: 'Change the schedule of Home' });
    await expect(form.getByLabel('What happens')).toHaveCount(0);
    await form.getByLabel('New date and time').fill(localAhead(7_200_000));
    await form.getByRole('button', { name: 'Save change' }).click();
    await expect(form).toHaveCount(0);
    const list = await (await request.get(`/api/v1/sites/${SITE}/schedules`, { headers: authHeaders(token) })).json();
    const home = list.schedules.find((x: { kind: string }) => x.kind === 'home');
    expect(Date.parse(home.at) - Date.now()).toBeGreaterThan(3_600_000);
    const styling = await (await request.get(`/api/v1/sites/${SITE}/styling`)).json();
    expect(styling.home.title).not.toBe(title);

    await page.goto(`/settings/${SITE}/activity`);
    const row = page.getByRole('row', { name: /Change Home \(settings\)/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    const list = await (await request.get(`/api/v1/sites/${SITE}/schedules`, { headers: authHeaders(token) })).json();
    for (const s of list.schedules.filter((x: { kind: string }) => x.kind === 'home'))
      await request.delete(`/api/v1/sites/${SITE}/schedules/${s._id}`, { headers: authHeaders(token) });
  }
});
