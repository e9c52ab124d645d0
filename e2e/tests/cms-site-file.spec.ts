import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// Site tools › Site file: an admin downloads the site file and imports it back, with progress and a count.

test('an admin downloads the site file and imports it back; a file of another site is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToEdit(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: 'Site tools' }).getByRole('button', { name: 'Site file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site file' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the site file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${SITE}-site.json`);
  const text = readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text) as {
    format: string;
    site: { siteID: string };
    categories: unknown[];
    users: unknown[];
  };
  expect(file).toMatchObject({ format: 'laurel-site@1', site: { siteID: SITE }, users: [] });
  expect(text).not.toContain('passwordHash');

  await dialog
    .getByText('Import a site file…')
    .locator('input[type=file]')
    .setInputFiles({
      name: `${SITE}-site.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(
      `^Imported ${file.categories.length} folders, \\d+ profiles, \\d+ media items and \\d+ cast screens?\\.$`,
    ),
    { timeout: 60_000 },
  );

  const other = { ...file, site: { ...file.site, siteID: 'someone-else' } };
  await dialog
    .getByText('Import a site file…')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(other)),
    });
  await expect(dialog.getByRole('alert')).toHaveText(
    `This site file is for the site "someone-else", not "${SITE}". Open that site to import it.`,
  );
});
