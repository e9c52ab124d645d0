import { expect, test } from './fixtures';
import { expectDemoHome, signIn } from './shell-helpers';
import { API, bearer, signInAsAdmin, SITE, tokenFor } from './settings-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });
// Users: add a colleague by e-mail and role, limit them to one folder, and what that user may then do.

const NEW_USER = { email: 'coach.track@northfield.test', password: 'Track-Coach-2026' };

test('an admin adds an editor limited to one folder; signed in, that editor may edit only that folder', async ({
  page,
  request,
  browser,
}) => {
  await signInAsAdmin(page, `/settings/${SITE}/users`);
  await expect(page.getByRole('heading', { name: 'Users and access', level: 1 })).toBeVisible();
  // The roles are explained where they are chosen.
  await expect(page.getByRole('heading', { name: 'What each role may do' })).toBeVisible();
  await expect(page.getByText(/Everything an editor can do, in every folder/)).toBeVisible();

  // Bad input: a clear message next to the field, nobody added.
  await page.getByLabel('E-mail address').fill('coach at northfield');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Enter an e-mail address like coach@school.org.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId(`user-coach at northfield`)).toHaveCount(0);

  await page.getByLabel('E-mail address').fill(NEW_USER.email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByLabel('First password (optional)').fill(NEW_USER.password);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`${NEW_USER.email} was added with access to every folder.`)).toBeVisible();
  const row = page.getByTestId(`user-${NEW_USER.email}`);
  await expect(row).toContainText('All folders');

  // The same address again: the API's answer is shown next to the field.
  await page.getByLabel('E-mail address').fill(NEW_USER.email);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`A user with the e-mail address ${NEW_USER.email} already exists.`)).toBeVisible();

  // Limit them to Hall of Fame with the folder-tree picker.
  await row.getByRole('button', { name: `Choose folders for ${NEW_USER.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Folders ${NEW_USER.email} may edit` });
  await dialog.getByRole('switch', { name: 'All folders' }).uncheck();
  await dialog.getByRole('button', { name: 'Save folders' }).click();
  await expect(dialog.getByText('Choose at least one folder, or give access to all folders.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Hall of Fame' }).check();
  // A chosen folder includes its sub-folders.
  await expect(dialog.getByRole('checkbox', { name: /Inductees by Decade/ }).first()).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Inductees by Decade/ }).first()).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save folders' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Hall of Fame');
  await expect(row).not.toContainText('All folders');

  // Signed in as that user: no settings, and editing controls only in Hall of Fame and what is inside it.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await context.newPage();
  await theirs.goto(`/login/${SITE}`);
  await signIn(theirs, NEW_USER);
  await expectDemoHome(theirs);
  await expect(theirs.getByRole('switch', { name: 'Editing' })).toBeChecked();
  await theirs.goto(`/settings/${SITE}/users`);
  await expectDemoHome(theirs);
  // Their folder: the folder bar, the cards' handles, a profile's bar inside a sub-folder.
  await theirs.goto(`/subcategories/${SITE}/cat-hall-of-fame`);
  await expect(theirs.getByRole('toolbar', { name: 'Folder' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Add sub-folder' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Move Inductees by Decade' })).toBeAttached();
  await theirs.goto(`/entry/${SITE}/cat-1970s/entry-isaiah-lawson`);
  await expect(theirs.getByRole('toolbar', { name: 'Profile' })).toBeVisible();
  // Elsewhere they browse as a visitor: no folder bar, no board editing, no adding top-level folders.
  await theirs.goto(`/subcategories/${SITE}/cat-records`);
  await expect(theirs.getByRole('heading', { name: 'Record Boards', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(theirs.getByRole('toolbar', { name: 'Folder' })).toHaveCount(0);
  await theirs.goto(`/category/${SITE}/cat-swimming-records`);
  await expect(theirs.getByTestId('records-board').first()).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await expect(theirs.getByRole('toolbar', { name: 'Folder' })).toHaveCount(0);
  await theirs.goto(`/categories/${SITE}`);
  await expect(theirs.getByRole('link', { name: /Hall of Fame/ }).first()).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Add folder' })).toHaveCount(0);
  // (the admin, on the same page, has them)
  await page.goto(`/categories/${SITE}`);
  await expect(page.getByRole('button', { name: 'Add folder' })).toBeVisible();
  await context.close();

  // The API agrees: their folder may be changed, others not (folders, profiles, new folders at the top).
  const token = await tokenFor(request, NEW_USER);
  const destinations = await request.get(`${API}/sites/${SITE}/move-destinations?documentType=entry`, {
    headers: bearer(token),
  });
  const names = ((await destinations.json()) as { destinations: { path: string }[] }).destinations
    .map((d) => d.path)
    .filter(Boolean);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((p) => p.startsWith('Hall of Fame'))).toBe(true);
  const mine = await request.patch(`${API}/sites/${SITE}/categories/cat-hall-of-fame`, {
    headers: bearer(token),
    data: { categoryDescription: '<p>Honouring Northfield’s finest.</p>' },
  });
  expect(mine.status()).toBe(200);
  const before = await (await request.get(`${API}/sites/${SITE}/categories/cat-records`)).text();
  const refusals = await Promise.all([
    request.patch(`${API}/sites/${SITE}/categories/cat-records`, {
      headers: bearer(token),
      data: { categoryDescription: 'Changed' },
    }),
    request.post(`${API}/sites/${SITE}/categories/cat-swimming-records/entries`, {
      headers: bearer(token),
      data: { firstName: 'Not', lastName: 'Theirs' },
    }),
    request.post(`${API}/sites/${SITE}/categories`, { headers: bearer(token), data: { categoryName: 'Mine' } }),
  ]);
  expect(refusals.map((r) => r.status())).toEqual([403, 403, 403]);
  expect(await (await request.get(`${API}/sites/${SITE}/categories/cat-records`)).text()).toBe(before);

  // Remove, after confirming.
  await page.goto(`/settings/${SITE}/users`);
  await row.getByRole('button', { name: `Remove ${NEW_USER.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this user?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove ${NEW_USER.email}` }).click();
  await confirm.getByRole('button', { name: 'Remove user' }).click();
  await expect(row).toHaveCount(0);
  const refused = await request.post(`${API}/auth/login`, { data: NEW_USER });
  expect(refused.status()).toBe(401);
});
