import { expect, test } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';
import { keepSiteZone, wallIn } from './schedule-helpers';

// Preview the site at a time (issue 29): an editor whose computer is in Tokyo schedules a draft profile of a
// Chicago site from the selection bar (picked and confirmed in Chicago time), opens the site at that time from
// the profile's Schedule panel and sees the profile on its folder page under the preview banner; a visitor at
// the same moment sees nothing of it, and is refused the preview; Settings' preview field is in Chicago time too.

const ZONE = 'America/Chicago';
const API = `/api/v1/sites/${SITE}`;
type Listed = { _id: string; at: string; itemId: string; itemIds?: string[] };
const covers = (s: Listed, id: string) => s.itemId === id || !!s.itemIds?.includes(id);
test.use({ timezoneId: 'Asia/Tokyo' });

/** "Sat 10 Oct, 7:30 pm" in `zone` (a whole minute), as the product writes a schedule's time. */
function whenIn(zone: string, t: number): string {
  const d = new Date(t);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone })
    .format(d)
    .replace(/,/g, '');
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone })
    .format(d)
    .replace(/\u202f|\s/g, ' ')
    .toLowerCase();
  return `${day}, ${time}`;
}

test('an editor previews the site at a scheduled time; a visitor at that moment sees nothing of it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const zone = await keepSiteZone(request, token);
  const zoned = await request.patch(API, { headers: authHeaders(token), data: { timeZone: ZONE } });
  expect(zoned.status(), await zoned.text()).toBe(200);
  const stamp = Date.now();
  const name = `Reveal ${stamp}`;
  const folderId = await createFolder(request, token, { categoryName: `Preview journey ${stamp}` });
  await createEntry(request, token, folderId, { firstName: 'Already', lastName: 'Here', isLive: true });
  const entryId = await createEntry(request, token, folderId, {
    firstName: 'Reveal',
    lastName: `${stamp}`,
    isLive: false,
  });
  const at = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
  const iso = new Date(at).toISOString();
  try {
    // Scheduled from the selection bar, in the site's time (the computer's is 14 or 15 hours ahead).
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('toolbar', { name: 'Selected cards' }).getByRole('button', { name: 'Schedule…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule 1 profile' });
    await dialog.getByLabel('Date and time').fill(wallIn(ZONE, at));
    await expect(dialog).toContainText(`In the site’s time zone (${ZONE}).`);
    await dialog.getByRole('button', { name: 'Schedule: publish 1 profile' }).click();
    await expect(page.getByText(`1 profile: Goes live ${whenIn(ZONE, at)}.`, { exact: true })).toBeVisible();
    const list = await (await request.get(`${API}/schedules`, { headers: authHeaders(token) })).json();
    expect(list.schedules.filter((s: Listed) => covers(s, entryId))).toMatchObject([{ at: iso }]);

    // The profile's Schedule panel opens its folder's page at that time.
    await page.goto(`/entry/${SITE}/${folderId}/${entryId}`);
    await page.getByRole('toolbar', { name: 'Profile' }).getByRole('button', { name: 'Schedule…' }).click();
    await page
      .getByRole('dialog', { name: `Schedule: ${name}` })
      .getByRole('link', { name: 'Preview at this time' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/category/${SITE}/${folderId}\\?previewAt=`));
    const banner = page.getByRole('region', { name: 'Preview at a time' });
    await expect(banner).toContainText(`the site as visitors will see it on ${whenIn(ZONE, at)} (${ZONE})`);
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText('Already Here')).toBeVisible();
    // The site as visitors will see it: no editing tools.
    await expect(page.getByRole('button', { name: 'Schedule…' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Editing' })).toHaveCount(0);
    // Browsing on stays at that time.
    await page.getByText(name).click();
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${folderId}/${entryId}\\?previewAt=`));
    await expect(banner).toBeVisible();

    // A visitor at the same moment: nothing of it, and no preview.
    const guest = await visitor(browser);
    await guest.goto(`/category/${SITE}/${folderId}`);
    await expect(guest.getByText('Already Here')).toBeVisible();
    await expect(guest.getByText(name)).toHaveCount(0);
    await guest.goto(`/category/${SITE}/${folderId}?previewAt=${encodeURIComponent(iso)}`);
    await expect(guest.getByRole('alert')).toContainText('Only editors of this site can preview it at a time.');
    await expect(guest.getByText(name)).toHaveCount(0);
    await expect(guest.getByRole('region', { name: 'Preview at a time' })).toHaveCount(0);
    await guest.context().close();
    const read = await request.get(`${API}/categories/${folderId}?previewAt=${encodeURIComponent(iso)}`);
    expect(read.status()).toBe(401);
    expect(await read.text()).not.toContain(name);

    // The way out: the page as it is now.
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${folderId}/${entryId}$`));
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Editing' })).toBeChecked();

    // Settings' preview field reads and writes the site's time, and opens the site at it.
    await page.goto(`/settings/${SITE}/activity`);
    await page.getByLabel('Preview the site at').fill(wallIn(ZONE, at));
    await expect(page.getByText(`${whenIn(ZONE, at)}. In the site’s time zone (${ZONE}).`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the site at this time' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/${SITE}\\?previewAt=${encodeURIComponent(iso)}$`));
    await expect(banner).toContainText(whenIn(ZONE, at));
  } finally {
    const list = await (await request.get(`${API}/schedules`, { headers: authHeaders(token) })).json();
    for (const s of list.schedules.filter((x: Listed) => covers(x, entryId)))
      await request.delete(`${API}/schedules/${s._id}`, { headers: authHeaders(token) });
    await deleteFolder(request, token, folderId);
    await zone.restore();
  }
});
