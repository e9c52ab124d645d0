import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO_EDITOR, expectDemoHome, signIn } from './shell-helpers';
import { signInAsAdmin, SITE } from './settings-helpers';

// A school's first hour (issue 25): Settings one click from the editing bar and a way back from every settings
// page; every settings dialog a real panel; a limited editor told where they may edit; words a school knows.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.SCREENSHOT_DIR;
const TITLE = 'Northfield High School Athletic Hall of Fame';

/** A dialog that is a panel a person can use: opaque, inside the viewport, its close button and actions visible. */
async function expectPanel(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const background = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background, 'the panel is painted, not see-through').toBe('rgb(255, 255, 255)');
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeInViewport();
  // A styled button: a pill with an outline, not bare text.
  const look = await cancel.evaluate((el) => ({
    radius: parseFloat(getComputedStyle(el).borderTopLeftRadius),
    height: el.getBoundingClientRect().height,
  }));
  expect(look.radius).toBeGreaterThan(8);
  expect(look.height).toBeGreaterThanOrEqual(40);
}

test('an admin goes to Settings from the editing bar and back to the site from any settings page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const bar = page.getByRole('region', { name: 'Account' });
  await expect(bar.getByRole('link', { name: 'Media library' })).toBeVisible();
  await bar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${SITE}(/users)?$`));
  await expect(page.getByRole('heading', { name: 'Users and access', level: 1 })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/settings-from-bar-1440.png` });

  // "RocketCast" (another company's product) is "Cast screens"; its address stays.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Cast screens' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${SITE}/rocketcast$`));
  await expect(page.getByRole('heading', { name: 'Cast screens', level: 1 })).toBeVisible();
  await expect(page.getByText('RocketCast')).toHaveCount(0);

  // Back to the site, from the bar or from the top of the settings navigation.
  await expect(bar.getByRole('link', { name: '← Back to site' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: '← Back to the site' }).click();
  await expectDemoHome(page);
});

test('an editor sees no Settings; a limited editor is told which folders they may edit and taken there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/login/${SITE}`);
  await signIn(page, DEMO_EDITOR);
  await expectDemoHome(page);
  const bar = page.getByRole('region', { name: 'Account' });
  await expect(bar.getByRole('switch', { name: 'Editing' })).toBeChecked();
  await expect(bar.getByTestId('editable-folders')).toHaveText('You can edit: Record Boards');
  await expect(bar.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  // A folder they may not edit says so, and where they may.
  await page.goto(`/subcategories/${SITE}/cat-hall-of-fame`);
  const note = page.getByRole('note', { name: 'Editing' });
  await expect(note).toHaveText('You can’t edit this folder. You can edit: Record Boards.');
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/limited-editor-folder-1440.png` });
  await note.getByRole('link', { name: 'Record Boards' }).click();
  await expect(page).toHaveURL(new RegExp(`/subcategories/${SITE}/cat-records$`));
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Editing' })).toHaveCount(0);
});

test('Choose folders and Change logo are panels with a title, a close button and styled actions; the logo can be uploaded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, `/settings/${SITE}/users`);
  await page.getByRole('button', { name: `Choose folders for ${DEMO_EDITOR.email}` }).click();
  const folders = page.getByRole('dialog', { name: `Folders ${DEMO_EDITOR.email} may edit` });
  await expectPanel(page, folders);
  await expect(folders.getByRole('button', { name: 'Save folders' })).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/choose-folders-dialog-1440.png` });
  await page.keyboard.press('Escape');
  await expect(folders).toHaveCount(0);

  await page.goto(`/settings/${SITE}/general`);
  const banner = page.getByTestId('site-preview').locator('[data-part="banner"] img');
  const before = await banner.getAttribute('src');
  await page.getByRole('button', { name: 'Change logo' }).click();
  const logo = page.getByRole('dialog', { name: 'Choose: Logo' });
  await expectPanel(page, logo);
  if (shots) await page.screenshot({ path: `${shots}/change-logo-dialog-1440.png` });
  await logo.getByRole('button', { name: 'Close' }).click();
  await expect(logo).toHaveCount(0);

  // Upload: a new image goes into the media library and becomes the (unsaved) logo in the preview.
  await page.getByRole('button', { name: 'Change logo' }).click();
  await expect(logo.getByText('Upload an image')).toBeVisible();
  const buffer = readFileSync(
    join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', 'gallery-isaiah-lawson-1.jpg'),
  );
  await logo
    .locator('input[type=file]')
    .setInputFiles({ name: `crest-${Date.now()}.jpg`, mimeType: 'image/jpeg', buffer });
  await expect(logo).toHaveCount(0);
  await expect.poll(() => banner.getAttribute('src')).not.toBe(before);
  // Not a logo file: said in the dialog, nothing changes.
  await page.getByRole('button', { name: 'Change logo' }).click();
  await logo
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(logo.getByRole('alert')).toHaveText('notes.txt is not a JPEG, PNG, WebP, GIF or AVIF image.');
  await logo.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(banner).toHaveAttribute('src', before ?? '');
});

test('a site that does not exist offers the way to a site that does; the sign-in card names the site', async ({
  page,
}) => {
  await page.goto('/home/no-such-site');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await page.getByRole('link', { name: `Go to ${TITLE}` }).click();
  await expectDemoHome(page);

  await page.goto(`/login/${SITE}`);
  await expect(page.getByRole('heading', { name: 'Sign in to edit your site' })).toBeVisible();
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
  await expect(page.getByText(/Site: default/i)).toHaveCount(0);
});
