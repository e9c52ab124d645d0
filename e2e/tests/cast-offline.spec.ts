import { expect, test } from '@playwright/test';
import { adminToken, createScreen, openPlayer, patchScreen, slideTitle, stage, TEAM_BOARDS } from './cast-helpers';

// While the API is unreachable the player keeps playing its last content (also after a reload), logs the
// failures, and recovers by itself when the API is back.

test('the player keeps playing through an outage and a reload, then recovers by itself', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records']);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await openPlayer(page, screenId);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);

  // The API goes down.
  await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
  await page.clock.runFor(11_500);
  await expect(stage(page)).toHaveAttribute('data-status', 'offline');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[2]);

  // A reload while it is down still plays the last content.
  await page.reload();
  await expect(stage(page)).toHaveAttribute('data-slide-count', '3');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
  await page.clock.runFor(6000);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[1]);
  await expect.poll(() => errors.some((e) => e.includes('Failed to load the cast screen'))).toBe(true);

  // Meanwhile an editor changes the screen; the API comes back and the player picks it up by itself.
  await patchScreen(request, token, screenId, { categoryIds: ['cat-boys-track-records'] });
  await page.unroute('**/api/v1/**');
  await page.clock.runFor(70_000);
  await expect(stage(page)).toHaveAttribute('data-status', 'ready');
  await expect(stage(page)).toHaveAttribute('data-slide-count', '5');
});

test('the player also runs inside the shell at /cast-screen/{screenId}', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records']);
  await page.goto(`/cast-screen/${screenId}`);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
});
