import { expect, test } from './fixtures';
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

test("a TV that opens the player on its own gets the site's fonts, and a short name stays whole on one line", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-1990s'], { timePerSlideInMs: 5000 });
  await openPlayer(page, screenId);
  const name = page.locator('.cast-layer--current .cast-profile__name');
  await expect(name).toBeVisible();
  // The fonts' stylesheet is linked when the player starts; until it has loaded, the page knows no face of the
  // family (document.fonts.ready resolves at once): ask until the face is there and loaded.
  const font = () =>
    name.evaluate(async (el) => {
      await document.fonts.ready;
      const family = getComputedStyle(el).fontFamily.split(',')[0].replace(/"/g, '');
      await document.fonts.load(`700 40px "${family}"`);
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family);
      return { family, loaded: faces.some((f) => f.status === 'loaded') };
    });
  const site = await (await request.get('/api/v1/sites/default/styling')).json();
  await expect.poll(font).toEqual({ family: site.text.font, loaded: true });
  await expect(page.locator('link[rel=stylesheet][href*="/fonts/css2?"]')).toHaveCount(1);
  // the name is not cut at the column's edge
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
