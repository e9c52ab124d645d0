import { expect, test } from './fixtures';
import { adminToken, createScreen, openPlayer, patchScreen, slideTitle, stage, TEAM_BOARDS } from './cast-helpers';

// Kiosks and TVs as they run: with their offline service workers (journeys block them by default: fixtures.ts).
test.use({ serviceWorkers: 'allow' });

// While the API is unreachable the player keeps playing its last content (also after a reload), logs the
// failures, and recovers by itself when the API is back.

test('the player keeps playing through an outage and a reload, then recovers by itself', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-team-records']);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The styling poll counts 10 s from its first answer: wait for it, so the paused clock starts from it.
  const styled = page.waitForResponse((r) => r.url().endsWith('/styling'));
  await openPlayer(page, screenId);
  await styled;
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

// The whole server unreachable (a TV rebooting during an outage): the service worker at /cast/sw.js still
// boots the player from its offline copy, with photos, and the player recovers by itself afterwards.
test('with the server unreachable a reload still boots the player from its offline copy', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-1990s']);
  const reply = (await (await request.get(`/api/v1/cast-screens/${screenId}`)).json()) as {
    categories: { entries: { firstName: string; lastName: string; headshot: unknown }[] }[];
  };
  const first = reply.categories[0].entries.filter((e) => e.headshot)[0];
  const count = String(reply.categories[0].entries.length);
  await openPlayer(page, screenId);
  await expect(slideTitle(page)).toHaveText(`${first.firstName} ${first.lastName}`);

  // The worker controls the page and has kept the photos the page loaded before it took over.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const keptPhotos = () => page.evaluate(async () => (await (await caches.open('laurel-cast-media')).keys()).length);
  await expect.poll(keptPhotos).toBeGreaterThan(0);

  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => 'up',
        () => 'down',
      ),
    ),
  ).toBe('down');
  await page.reload();
  await expect(stage(page)).toHaveAttribute('data-status', 'offline');
  await expect(stage(page)).toHaveAttribute('data-slide-count', count);
  await expect(slideTitle(page)).toHaveText(`${first.firstName} ${first.lastName}`);
  const photo = page.locator('.cast-layer--current .cast-photo img');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Meanwhile an editor changes the screen; the server comes back and the player picks it up by itself.
  await patchScreen(request, token, screenId, { categoryIds: ['cat-team-records'] });
  await context.setOffline(false);
  await page.clock.runFor(70_000);
  await expect(stage(page)).toHaveAttribute('data-status', 'ready');
  await expect(stage(page)).toHaveAttribute('data-slide-count', '3');
});
