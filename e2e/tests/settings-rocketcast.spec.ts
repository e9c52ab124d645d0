import { expect, test } from './fixtures';
import { API, bearer, patchSite, signInAsAdmin, SITE, styling, tokenFor } from './settings-helpers';
import { DEMO_ADMIN } from './shell-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Cast screens (the route stays /rocketcast): screens with folders in order, every switch and the slide time, previewed in the real player;
// the emergency announcement for all of a site's screens.

test('an admin adds a screen, previews unsaved settings in the real player, saves and deletes it', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/settings/${SITE}/rocketcast`);
  await expect(page.getByRole('heading', { name: 'Cast screens', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add screen' }).click();
  await expect(page.getByText('Give the screen a name, such as “Gym lobby TV”.')).toBeVisible();
  await page.getByLabel('New screen name').fill('E2E Gym TV');
  await page.getByRole('button', { name: 'Add screen' }).click();
  const editor = page.getByRole('region', { name: 'E2E Gym TV' });
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('E2E Gym TV');
  const player = editor.frameLocator('iframe[title="Live preview of the cast screen E2E Gym TV"]');
  await expect(player.getByText('No media to display')).toBeVisible();

  // Folders in order: the preview plays them before anything is saved.
  await editor.getByLabel('Folder to add').selectOption({ label: '— — 1970s' });
  await editor.getByRole('button', { name: 'Add folder' }).click();
  const kicker = player.locator('.cast-kicker', { hasText: '1970s' });
  await expect(kicker.first()).toBeVisible();
  await editor.getByRole('switch', { name: 'Folder name above each slide' }).uncheck();
  await expect(kicker).toHaveCount(0);

  // A slide time of zero: a message next to the field, nothing saved.
  const seconds = editor.getByLabel('Seconds per slide');
  await seconds.fill('0');
  await expect(editor.getByText(/The slide time must be at least 1 second/)).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save screen' })).toBeDisabled();
  const token = await tokenFor(request, DEMO_ADMIN);
  const list = async () =>
    (
      (await (await request.get(`${API}/sites/${SITE}/cast-screens`, { headers: bearer(token) })).json()) as {
        screens: { screenId: string; name: string; categoryIds: string[]; config: Record<string, unknown> }[];
      }
    ).screens;
  await seconds.fill('7');
  await editor.getByRole('button', { name: 'Save screen' }).click();
  await expect(editor.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
  const saved = (await list()).find((s) => s.name === 'E2E Gym TV')!;
  expect(saved.categoryIds).toEqual(['cat-1970s']);
  expect(saved.config).toMatchObject({ timePerSlideInMs: 7000, showTitle: false });

  await editor.getByRole('button', { name: 'Delete screen' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this cast screen?' })
    .getByRole('button', { name: 'Delete screen' })
    .click();
  await expect(page.getByRole('region', { name: 'E2E Gym TV' })).toHaveCount(0);
  expect((await list()).some((s) => s.name === 'E2E Gym TV')).toBe(false);
});

test('the emergency announcement previews, then takes over a TV at once and leaves when switched off', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  const tv = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await tv.goto('/cast/cast-lobby');
  await expect(tv.getByRole('alert')).toHaveCount(0);
  try {
    await signInAsAdmin(page);
    await page.goto(`/settings/${SITE}/rocketcast`);
    const panel = page.getByRole('region', { name: 'Emergency announcement' });
    await panel.getByRole('switch').check();
    await panel.getByLabel('Message', { exact: true }).fill('');
    await expect(panel.getByText('Write the message the screens should show before switching it on.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save announcement' })).toBeDisabled();
    await panel.getByLabel('Message', { exact: true }).fill('Lockdown: stay in your classroom.');
    await panel.getByRole('radio', { name: 'Warning' }).check();
    // The preview shows it before it is saved; the TV does not.
    const preview = page.frameLocator('iframe[title^="Live preview of the cast screen"]');
    await expect(preview.getByRole('alert')).toContainText('Lockdown: stay in your classroom.');
    await expect(tv.getByRole('alert')).toHaveCount(0);

    await panel.getByRole('button', { name: 'Save announcement' }).click();
    await expect(tv.getByRole('alert')).toContainText('Lockdown: stay in your classroom.', { timeout: 15_000 });
    expect((await styling(request)).castEmergencyAnnouncementTheme).toBe('warning');

    await panel.getByRole('switch').uncheck();
    await panel.getByRole('button', { name: 'Save announcement' }).click();
    await expect(tv.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await patchSite(request, token, {
      castEmergencyAnnouncementEnabled: original.castEmergencyAnnouncementEnabled,
      castEmergencyAnnouncementText: original.castEmergencyAnnouncementText,
      castEmergencyAnnouncementTheme: original.castEmergencyAnnouncementTheme,
    });
  }
});
