import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO_ADMIN, signInToEdit, SITE, startSignedIn } from './cms-helpers';
import { eachSettingsPage, openSettingsPage } from './settings-helpers';
import { lookSchedules } from './looks-schedule';

// Screenshot baselines of what editors and admins work in, at the laptop size they use (1440×900): the editing
// bar, an in-place edit, the cms's panels and dialogs, every settings page and its dialogs, and the importer's
// mapping step. Each is the whole window, so a dialog that lost its panel (content floating over the page,
// unstyled buttons) differs from its baseline and fails. What changes from run to run (times, counts, the
// figures of a chart) is masked.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

/**
 * Parts that differ from run to run: clocks and dates, the save status, the worker's own address (its port) in
 * the SEO previews, and the lists that earlier journeys on the same worker add to (users, screens and their
 * health), and the General page's frames of the live Home (its upcoming events move with the date).
 */
const changing = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('.cms-save-status'),
  page.locator('.st-serp__url, .st-share-card__host'),
  page.locator('.st-table'),
  page.locator('#screen-health'),
  page.locator('.st-home-preview__box'),
];

/**
 * Waits until the screen is whole, then compares it. The editing bar and the toolbars load their parts as chunks
 * of their own, and a screenshot comparison passes as soon as any frame matches: without these waits a baseline
 * of a half-loaded bar matched on a fast machine and failed on a slower one.
 */
async function looks(page: Page, name: string, mask: Locator[] = changing(page)): Promise<void> {
  if (await page.getByRole('switch', { name: 'Editing' }).count())
    await expect(page.getByRole('button', { name: 'Site map' })).toBeVisible();
  for (const toolbar of ['Profile', 'Folder'])
    if (await page.getByRole('toolbar', { name: toolbar }).count())
      await expect(page.getByRole('toolbar', { name: toolbar }).getByRole('button', { name: 'History' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  await expect(page).toHaveScreenshot(`${name}.png`, { mask });
}

test('the editing bar, an in-place edit, and the cms panels and dialogs look as they should', async ({ page }) => {
  await signInToEdit(page, DEMO_ADMIN, `/home/${SITE}`);
  await looks(page, 'editor-home-editing-bar');

  await page.goto(`/entry/${SITE}/cat-1970s/entry-isaiah-lawson`);
  await expect(page.getByRole('toolbar', { name: 'Profile' })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: /First name/i }).first();
  // The in-place fields come with the editor's own chunk: wait for them, so the baseline is always the edit.
  await expect(firstName).toBeVisible();
  // The biography's rich-text editor (and its Formatting toolbar) is a chunk of its own: wait for it too.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await firstName.focus();
  await looks(page, 'editor-profile-in-place');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await expect(page.locator('.cms-media__item').first()).toBeVisible();
  await looks(page, 'editor-dialog-media-picker');
  await page.keyboard.press('Escape');

  await page.goto(`/category/${SITE}/cat-1970s`);
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toBeVisible();
  await looks(page, 'editor-folder');
  await page.getByRole('button', { name: 'Folder settings' }).click();
  await expect(page.getByRole('dialog', { name: /Folder settings/ })).toBeVisible();
  await looks(page, 'editor-panel-folder-settings');
  await page.getByRole('button', { name: 'Delete folder…' }).click();
  // The folder settings are a dialog too: wait for the confirmation itself, not any dialog.
  await expect(page.getByRole('dialog', { name: 'Delete 1970s?' })).toBeVisible();
  await looks(page, 'editor-dialog-delete-folder');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Move…' }).click();
  await expect(page.getByRole('dialog', { name: /^Move/ })).toBeVisible();
  await looks(page, 'editor-dialog-move');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear selection' }).click();

  await page.goto(`/home/${SITE}`);
  await page.getByRole('button', { name: 'Edit home page' }).click();
  await expect(page.getByRole('dialog', { name: 'Home page' })).toBeVisible();
  await looks(page, 'editor-panel-home');
});

test("the importer's mapping step looks as it should", async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(`/bulkCategoryEditor/${SITE}/cat-1970s`);
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  const csv = ['First Name,Last Name,Sport,Class of,Photo,Notes', 'Ada,Lovelace,Track,1990,,fast'].join('\r\n');
  await dialog.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name: 'inductees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\r\n`),
  });
  await expect(dialog.getByLabel('Field for Sport')).toBeVisible();
  await looks(page, 'editor-import-mapping');
});

test('every settings page and its dialogs look as they should', async ({ page }) => {
  for await (const name of eachSettingsPage(page)) {
    if (name === 'activity') {
      // The log lists this worker's sign-ins so far, which differ from run to run: a period with none in it.
      await page.getByRole('textbox', { name: 'To', exact: true }).fill('2000-01-01');
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    }
    await looks(page, `settings-${name}`);
  }
  await openSettingsPage(page, 'users');
  await page.getByRole('button', { name: /Choose folders for editor@demo/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await looks(page, 'settings-dialog-choose-folders');
  await page.keyboard.press('Escape');

  await openSettingsPage(page, 'general');
  await page
    .getByRole('button', { name: /Change logo|Choose logo/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await looks(page, 'settings-dialog-logo');
});

test.describe('schedules', () => {
  // The pickers name the editor's zone while the site has none: one zone, so every run says the same.
  test.use({ timezoneId: 'Europe/London' });
  test('the schedule screens look as they should, light and dark', async ({ page, request }) => {
    await lookSchedules(page, request, looks);
  });
});
