import { expect, test } from '@playwright/test';
import {
  adminToken,
  CONFIG,
  createScreen,
  openPlayer,
  patchScreen,
  runUntil,
  slideTitle,
  stage,
  TEAM_BOARDS,
} from './cast-helpers';

// SPEC §4 cast slideshow: slides advance in a loop, the displayed index follows 1 s after the advance,
// and the show restarts when the slide time or the slide count changes.

test('slides play in order, loop, and the shown slide follows the advance by 1 s', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records'], { timePerSlideInMs: 5000 });
  await openPlayer(page, screenId);
  await expect(stage(page)).toHaveAttribute('data-slide-count', '3');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);

  await page.clock.runFor(4999);
  await expect(stage(page)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(1);
  // Advanced to slide 1; the first slide stays on screen for one more second.
  await expect(stage(page)).toHaveAttribute('data-index', '1');
  await expect(stage(page)).toHaveAttribute('data-displayed-index', '0');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
  await page.clock.runFor(999);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
  await page.clock.runFor(1);
  await expect(stage(page)).toHaveAttribute('data-displayed-index', '1');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[1]);

  await page.clock.runFor(5000);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[2]);
  await page.clock.runFor(5000);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
  await expect(page.getByTestId('cast-qr')).toHaveAttribute('data-url', /\/category\/default\/cat-team-records$/);
});

test('the show restarts from the first slide when the slide time or the slide count changes', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records'], { timePerSlideInMs: 5000 });
  await openPlayer(page, screenId);
  await page.clock.runFor(6000);
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[1]);

  // A new slide time arrives through the API's change notice: back to slide 1, now every 3 s.
  await patchScreen(request, token, screenId, { config: { ...CONFIG, timePerSlideInMs: 3000 } });
  await runUntil(page, 'data-slide-ms', '3000');
  await expect(stage(page)).toHaveAttribute('data-index', '0');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
  await page.clock.runFor(2950);
  await expect(stage(page)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(1100);
  await expect(stage(page)).toHaveAttribute('data-index', '1');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[1]);

  // More slides (a records folder added): restart again.
  await patchScreen(request, token, screenId, { categoryIds: ['cat-team-records', 'cat-boys-track-records'] });
  await runUntil(page, 'data-slide-count', '8');
  await expect(stage(page)).toHaveAttribute('data-displayed-index', '0');
  await expect(slideTitle(page)).toHaveText(TEAM_BOARDS[0]);
});
