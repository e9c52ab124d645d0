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
  await signInAsAdmin(page, `/settings/${SITE}/rocketcast`);
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
    await signInAsAdmin(page, `/settings/${SITE}/rocketcast`);
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

test('a new TV shows a pairing code; the admin enters it in settings and the TV plays without a reload', async ({
  page,
  browser,
  request,
}) => {
  // The TV: nobody has paired it, so it shows a code and nothing of the site.
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto('/cast/pair');
  const pairing = tv.getByTestId('cast-pairing');
  await expect(pairing.getByRole('heading', { name: 'Pair this screen' })).toBeVisible();
  await expect(pairing.getByText('Enter this code in Settings › Cast screens:')).toBeVisible();
  const codeText = pairing.getByTestId('pairing-code');
  await expect(codeText).toHaveText(/^[A-Z2-9]{6}$/);
  const code = (await codeText.textContent())!;
  // Legible across a room: at least a tenth of the screen's height.
  expect((await codeText.boundingBox())!.height).toBeGreaterThan(108);
  if (process.env.SCREENSHOT_DIR) await tv.screenshot({ path: `${process.env.SCREENSHOT_DIR}/cast-pairing-1920.png` });
  await tv.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  // The admin: a wrong code says so and pairs nothing; the right one makes the TV a cast screen of the site.
  await signInAsAdmin(page, `/settings/${SITE}/rocketcast`);
  const form = page.getByRole('form', { name: 'Pair a screen' });
  await form.getByLabel('Pairing code').fill('ZZZZZZ');
  await form.getByLabel('Screen name').fill('E2E Hall TV');
  await form.getByRole('button', { name: 'Pair screen' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^No screen is waiting with the code ZZZ ZZZ\./);
  await form.getByLabel('Pairing code').fill(code.toLowerCase());
  await form.getByLabel('Screen name').fill('E2E Hall TV');
  await form.getByRole('button', { name: 'Pair screen' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Paired. “E2E Hall TV” now plays this cast screen; choose its folders below.',
  );

  // The TV takes its screen at once, in the same page: nothing to play yet.
  await expect(tv).toHaveURL(/\/cast\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  await expect(tv.getByRole('heading', { name: 'No media to display' })).toBeVisible();
  expect(await tv.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The admin chooses what it plays; the TV plays it.
  const editor = page.getByRole('region', { name: 'E2E Hall TV' });
  await editor.getByLabel('Folder to add').selectOption({ label: '— — 1970s' });
  await editor.getByRole('button', { name: 'Add folder' }).click();
  await editor.getByRole('button', { name: 'Save screen' }).click();
  await expect(editor.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
  await expect(tv.locator('.cast-kicker', { hasText: '1970s' }).first()).toBeVisible({ timeout: 15_000 });
  expect(await tv.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  if (process.env.SCREENSHOT_DIR)
    await form.screenshot({ path: `${process.env.SCREENSHOT_DIR}/cast-pair-form-1440.png` });

  // It is a screen of the site now: listed in the screen health table under its name.
  const screenId = new URL(tv.url()).pathname.split('/').pop()!;
  const row = page.getByRole('table', { name: 'Screens and their state' }).getByTestId(`screen-${screenId}`);
  await expect(row.getByText('E2E Hall TV')).toBeVisible();
  await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });

  const token = await tokenFor(request, DEMO_ADMIN);
  const removed = await request.delete(`${API}/cast-screens/${screenId}`, { headers: bearer(token) });
  expect(removed.status()).toBe(204);
});
