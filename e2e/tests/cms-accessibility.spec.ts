import { expect, test } from './fixtures';
import { axeViolations as violations, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// WCAG 2.2 AA (axe-core) on the editing chrome and its dialogs and panels, as an admin at 1440×900.

test('the editing chrome, bars, panels and dialogs pass WCAG 2.2 AA checks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  const check = async (name: string, scope?: string) =>
    problems.push(...(await violations(page, scope)).map((v) => `${name}: ${v}`));

  await signInToEdit(page, DEMO_ADMIN, `/categories/${SITE}`);
  await expect(page.getByRole('button', { name: 'Add folder' })).toBeVisible();
  await check('folder list');

  await page.goto(`/category/${SITE}/cat-1970s`);
  await expect(page.getByRole('toolbar', { name: 'Folder' })).toBeVisible();
  await check('folder page');
  await page.getByRole('button', { name: 'Folder settings' }).click();
  await expect(page.getByRole('dialog', { name: /Folder settings/ })).toBeVisible();
  await check('folder settings panel', '.cms-panel');
  await page.getByRole('button', { name: 'Delete folder…' }).click();
  await check('delete dialog', '.ui-dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Close' }).click();

  // Selection mode and its bar.
  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .check();
  await check('selection bar', '.cms-selection-bar');
  await page.getByRole('button', { name: 'Move…' }).click();
  await check('move dialog', '.ui-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear selection' }).click();

  const entry = page.locator(`a[href^="/entry/${SITE}/cat-1970s/"]`).first();
  await page.goto((await entry.getAttribute('href'))!);
  await expect(page.getByRole('toolbar', { name: 'Profile' })).toBeVisible();
  await check('profile');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await expect(page.getByRole('tab', { name: 'Media library' })).toBeVisible();
  await expect(page.locator('.cms-media__item').first()).toBeVisible();
  await check('media picker', '.ui-dialog');
  await page.getByRole('tab', { name: 'Upload a new photo' }).click();
  await check('upload step', '.ui-dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/category/${SITE}/cat-boys-track-records`);
  await expect(page.getByRole('button', { name: /^Add record to/ }).first()).toBeVisible();
  await check('records board');

  await page.goto(`/home/${SITE}`);
  await page.getByRole('button', { name: 'Edit home page' }).click();
  await expect(page.getByRole('dialog', { name: 'Home page' })).toBeVisible();
  await check('home panel', '.cms-panel');
  await check('account bar', '[aria-label="Account"]');
  expect(problems).toEqual([]);
});
