import { expect, test, type Page } from './fixtures';
import { adminToken, createScreen, openPlayer, patchSite, slideTitle, TEAM_BOARDS } from './cast-helpers';

// The site's emergency announcement takes over every screen of the site at once and leaves by itself.

test('the emergency announcement covers the screen while enabled and clears when disabled', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records'], { enableEmergencyAnnouncement: true });
  await openPlayer(page, screenId);
  await expect(page.getByTestId('cast-emergency')).toHaveCount(0);
  try {
    await patchSite(request, token, {
      castEmergencyAnnouncementEnabled: true,
      castEmergencyAnnouncementText: 'Shelter in place: stay away from the windows.',
      castEmergencyAnnouncementTheme: 'critical',
    });
    await page.clock.runFor(10_500);
    const overlay = page.getByRole('alert');
    await expect(overlay).toContainText('Emergency');
    await expect(overlay).toContainText('Shelter in place: stay away from the windows.');
    // It covers the whole screen, and a screen that does not allow announcements keeps playing.
    const box = await overlay.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  } finally {
    await patchSite(request, token, { castEmergencyAnnouncementEnabled: false });
  }
  await page.clock.runFor(10_500);
  await expect(page.getByTestId('cast-emergency')).toHaveCount(0);
  await expect(slideTitle(page)).toHaveText(new RegExp(TEAM_BOARDS.join('|')));
});

test('a screen whose config disables announcements keeps playing through one', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records'], { enableEmergencyAnnouncement: false });
  await openPlayer(page, screenId);
  try {
    await patchSite(request, token, { castEmergencyAnnouncementEnabled: true, castEmergencyAnnouncementText: 'Drill' });
    await page.clock.runFor(10_500);
    await expect(page.getByTestId('cast-screen')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('cast-emergency')).toHaveCount(0);
    await expect(slideTitle(page)).toBeVisible();
  } finally {
    await patchSite(request, token, { castEmergencyAnnouncementEnabled: false });
  }
});

test('a screen without categories says there is no media to display', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, []);
  await openPlayer(page, screenId);
  await expect(page.getByRole('heading', { name: 'No media to display' })).toBeVisible();
  await expect(page.getByText('Please contact a site admin to add media to this screen.')).toBeVisible();
});

/** Whether an element lies fully inside the viewport, and how far its centre is from the screen's centre. */
async function placement(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return {
    inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    dx: Math.abs(box.x + box.width / 2 - width / 2) / width,
  };
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 1280, height: 720 },
]) {
  test(`the empty state and the loader are fully on screen and centred (${viewport.width}×${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const token = await adminToken(request);
    const screenId = await createScreen(request, token, []);
    // first load: the screen's data held back, so the loader shows (before any header or footer exists)
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/v1/cast-screens/${screenId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/cast/${screenId}`);
    await expect(page.getByTestId('cast-loading')).toBeVisible();
    const loader = await placement(page, '[data-testid=cast-loading] .cast-empty__pulse');
    expect(loader.inside).toBe(true);
    expect(loader.dx).toBeLessThan(0.05);
    const loaderBox = (await page.locator('[data-testid=cast-loading] .cast-empty__pulse').boundingBox())!;
    expect(loaderBox.y).toBeGreaterThan(viewport.height * 0.25);
    release();
    await expect(page.getByRole('heading', { name: 'No media to display' })).toBeVisible();
    for (const part of ['.cast-empty__title', '.cast-empty__text', '.cast-empty__logo']) {
      expect((await placement(page, `[data-testid=cast-empty] ${part}`)).inside, part).toBe(true);
    }
  });
}
