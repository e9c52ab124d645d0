import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';
import { createEntry, createFolder, deleteFolder } from './public-helpers';

/**
 * The schedule screens of looks-editor.spec.ts (issue 29): a folder's cards saying "Goes live/offline …", an
 * item's Schedule panel with its rows (Change…, Preview at this time, Cancel schedule) and its Change form, the
 * site at a preview time under the shell's banner (light and dark), and Settings' scheduled rows (Settings is
 * light only). Schedules must be ahead of the server's clock, so their times differ from run to run: every time
 * is a `<time>`, masked with the date-and-time fields; the rest is the same each run.
 */
const API = `/api/v1/sites/${SITE}`;
/** A folder of the demo no other baseline shows: the schedule's folder is made inside it, and deleted. */
const PARENT = 'cat-inductees-by-decade';

type Looks = (page: Page, name: string, mask?: Locator[]) => Promise<void>;

const times = (page: Page): Locator[] => [
  // Visible ones only: a closed "Everything else scheduled" holds times too.
  page.locator('time:visible'),
  page.locator('input[type="datetime-local"]'),
  page.locator('.cms-save-status'),
];

async function setDark(request: APIRequestContext, token: string, dark: boolean): Promise<void> {
  const site = await (await request.get(`${API}/styling`)).json();
  const res = await request.patch(API, {
    headers: authHeaders(token),
    data: { colors: { ...site.colors, darkMode: dark } },
  });
  expect(res.status()).toBe(200);
  await new Promise((r) => setTimeout(r, 2100)); // the public view is kept for up to 2 s
}

export async function lookSchedules(page: Page, request: APIRequestContext, looks: Looks): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, { categoryName: 'Class of 2027', parentCategoryID: PARENT });
  const relay = await createFolder(request, token, { categoryName: 'Relay team', parentCategoryID: folderId });
  const entryId = await createEntry(request, token, folderId, {
    firstName: 'Marguerite',
    lastName: 'Okonkwo-Hall',
    isLive: false,
  });
  await createEntry(request, token, folderId, { firstName: 'Already', lastName: 'Inducted', isLive: true });
  // On the hour, three days ahead: far enough that no schedule fires while the screens are taken.
  const at = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
  const ids: string[] = [];
  for (const data of [
    { kind: 'entry', itemId: entryId, action: 'publish', at, announce: true },
    { kind: 'category', itemId: relay, action: 'unpublish', at },
  ]) {
    const res = await request.post(`${API}/schedules`, { headers: authHeaders(token), data });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { _id: string })._id);
  }
  try {
    for (const dark of [false, true]) {
      const theme = dark ? 'dark' : 'light';
      await setDark(request, token, dark);
      await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folderId}`);
      await expect(page.locator('.cms-card__schedule')).toHaveText([/^Goes offline /, /^Goes live /]);
      await looks(page, `editor-schedule-cards-${theme}`, times(page));

      await page.goto(`/entry/${SITE}/${folderId}/${entryId}`);
      const toolbar = page.getByRole('toolbar', { name: 'Profile' });
      await toolbar.getByRole('button', { name: 'Schedule…' }).click();
      const panel = page.getByRole('dialog', { name: 'Schedule: Marguerite Okonkwo-Hall' });
      const change = panel.getByRole('button', { name: 'Change the schedule of Marguerite Okonkwo-Hall' });
      await expect(change).toBeVisible();
      // The keyboard's way in: the ring on Preview at this time, between Change… and Cancel schedule.
      await change.focus();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: 'Preview at this time' })).toBeFocused();
      await looks(page, `editor-schedule-rows-${theme}`, times(page));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      const form = panel.getByRole('group', { name: 'Change the schedule of Marguerite Okonkwo-Hall' });
      await expect(form.getByLabel('What happens')).toBeFocused();
      await looks(page, `editor-schedule-change-${theme}`, times(page));
      await form.getByRole('button', { name: 'Keep as it was' }).click();
      await expect(change).toBeFocused();

      await page.goto(`/category/${SITE}/${folderId}?previewAt=${encodeURIComponent(at)}`);
      await expect(page.getByRole('region', { name: 'Preview at a time' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Class of 2027' })).toBeVisible();
      await expect(page.getByText('Marguerite Okonkwo-Hall')).toBeVisible();
      await looks(page, `editor-schedule-preview-banner-${theme}`, times(page));
    }
    await setDark(request, token, false);
    await page.goto(`/settings/${SITE}/activity`);
    const table = page.getByRole('table', { name: 'Scheduled, soonest first' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await looks(page, 'settings-schedule-rows', [
      ...times(page),
      page.locator('.st-activity-table:not(.st-schedule-table)'),
    ]);
    const row = table.getByRole('row').filter({ hasText: 'Marguerite Okonkwo-Hall' });
    await row.getByRole('button', { name: 'Change the schedule of Marguerite Okonkwo-Hall' }).press('Enter');
    await expect(row.getByLabel('New date and time')).toBeFocused();
    await looks(page, 'settings-schedule-change', [
      ...times(page),
      page.locator('.st-activity-table:not(.st-schedule-table)'),
    ]);
  } finally {
    for (const id of ids) await request.delete(`${API}/schedules/${id}`, { headers: authHeaders(token) });
    await deleteFolder(request, token, folderId);
    await setDark(request, token, false);
  }
}
