import { expect, test } from './fixtures';
import {
  adminToken,
  createScreen,
  openPlayer,
  patchScreen,
  patchSite,
  slideTitle,
  stage,
  TEAM_BOARDS,
} from './cast-helpers';

// SPEC §4: styling refreshes every 10 s and the screen every 3 h. The change notices (SSE) are blocked
// here, so only the polling can bring the edits.

test.describe('polling without change notices', () => {
  test.beforeEach(async ({ page }) => {
    // The cast player names itself (`?screen=cast`): the stream is blocked whatever its query.
    await page.route(/\/api\/v1\/sites\/[^/]+\/events(\?|$)/, (route) => route.abort('failed'));
  });

  test('site styling is reloaded every 10 seconds', async ({ page, request }) => {
    const token = await adminToken(request);
    const screenId = await createScreen(request, token, ['cat-team-records']);
    const styling = (await (await request.get('/api/v1/sites/default/styling')).json()) as {
      primaryColor: string;
      colors: Record<string, unknown>;
    };
    const original = styling.primaryColor;
    await openPlayer(page, screenId);
    await expect(stage(page)).toHaveCSS('--cast-accent', original);
    try {
      await patchSite(request, token, { primaryColor: '#0f5f3a' });
      await page.clock.runFor(5000);
      await expect(stage(page)).toHaveCSS('--cast-accent', original);
      await page.clock.runFor(5500);
      await expect(stage(page)).toHaveCSS('--cast-accent', '#0f5f3a');
    } finally {
      // A new primary clears the stored shades; the whole colour set goes back, not just the primary.
      await patchSite(request, token, { primaryColor: original, colors: styling.colors });
    }
  });

  test('screen data is reloaded every 3 hours', async ({ page, request }) => {
    const token = await adminToken(request);
    const screenId = await createScreen(request, token, ['cat-team-records']);
    await openPlayer(page, screenId);
    await expect(stage(page)).toHaveAttribute('data-slide-count', '3');
    await patchScreen(request, token, screenId, { categoryIds: ['cat-boys-track-records'] });
    await page.clock.fastForward('02:59:00');
    await page.clock.runFor(10_000);
    await expect(stage(page)).toHaveAttribute('data-slide-count', '3');
    await expect(slideTitle(page)).toHaveText(new RegExp(TEAM_BOARDS.join('|')));
    await page.clock.fastForward('01:00');
    await page.clock.runFor(2000);
    await expect(stage(page)).toHaveAttribute('data-slide-count', '5');
    await expect(slideTitle(page)).toHaveText('100 Meters');
  });
});
