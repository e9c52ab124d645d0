import { expect, test } from '@playwright/test';
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
