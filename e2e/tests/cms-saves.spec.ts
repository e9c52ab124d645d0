import { expect, test, type Page } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// Saving (SPEC §4, §5, §7, §8): typing is saved 2000 ms after the last keystroke, the store first; leaving
// while a save runs is held with an explanation; a refused save shows SPEC §8's words and loses nothing typed.

async function profile(page: Page, request: Parameters<typeof adminToken>[0]) {
  const token = await adminToken(request);
  const folderId = await createFolder(request, token, { categoryName: `Saves journey ${Date.now()}` });
  const entryId = await createEntry(request, token, folderId, { firstName: 'Ada', lastName: 'Lovelace', isLive: true });
  await createEntry(request, token, folderId, { firstName: 'Second', lastName: 'Person', isLive: true });
  await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${folderId}/${entryId}`);
  const cleanup = () => deleteFolder(request, token, folderId);
  return { folderId, entryId, cleanup };
}

const entryPatch = '**/api/v1/sites/default/entries/*';

test('leaving while a save waits is held with an explanation, and continues once it is saved', async ({
  page,
  request,
}) => {
  const { entryId, cleanup } = await profile(page, request);
  try {
    // The save waits at the server until the editor has tried to leave (a fast machine finishes it first).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(entryPatch, async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('Byron');
    await expect(page.getByTestId('save-status')).toHaveText('Saving…');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('heading', { name: 'Saving your changes…' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/.*/${entryId}$`));
    release();
    await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`), { timeout: 15_000 });
    const saved = (await (await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).json()).entry;
    expect(saved.lastName).toBe('Byron');
  } finally {
    await cleanup();
  }
});

test('a save the server refuses shows "Error while saving", keeps what was typed, and saves on Retry', async ({
  page,
  request,
}) => {
  const { entryId, cleanup } = await profile(page, request);
  try {
    await page.route(entryPatch, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } })
        : route.fallback(),
    );
    const activity = page.getByRole('textbox', { name: 'Activity' });
    await activity.fill('Mathematics');
    await expect(page.getByRole('dialog').getByText('Error while saving')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    // Nothing typed is lost: still on screen, marked, with a retry; the bar counts it.
    await expect(activity).toHaveValue('Mathematics');
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('1 change not saved');
    await page.unroute(entryPatch);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveCount(0);
    const saved = (await (await request.get(`/api/v1/sites/${SITE}/entries/${entryId}`)).json()).entry;
    expect(saved.activity).toBe('Mathematics');
  } finally {
    await cleanup();
  }
});

test('a save refused for lack of rights says so (SPEC §8); one without a session signs the editor out (SPEC §5)', async ({
  page,
  request,
}) => {
  const { cleanup } = await profile(page, request);
  try {
    await page.route(entryPatch, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 403,
            json: {
              statusCode: 403,
              error: 'Forbidden',
              message: 'User does not have permissions to access this resource',
            },
          })
        : route.fallback(),
    );
    await page.getByRole('textbox', { name: 'Activity' }).fill('Poetry');
    await expect(
      page.getByRole('dialog').getByText('User does not have permissions to access this resource'),
    ).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();

    await page.unroute(entryPatch);
    await page.route(entryPatch, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 401,
            json: { statusCode: 401, message: 'User must be authenticated to use this endpoint.' },
          })
        : route.fallback(),
    );
    await page.route('**/api/v1/auth/refresh', (route) => route.fulfill({ status: 401, json: { statusCode: 401 } }));
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('User must be authenticated to use this endpoint.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  } finally {
    await cleanup();
  }
});
