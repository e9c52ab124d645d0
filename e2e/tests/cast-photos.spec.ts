import { expect, test, type Page } from '@playwright/test';
import { adminToken, createScreen, openPlayer, slideTitle } from './cast-helpers';

// A TV never shows a blank or broken frame: a profile goes on screen with its photo already decoded, and
// a photo that cannot load becomes an initials tile.

interface Reply {
  categories: { entries: { firstName: string; lastName: string; headshot: { url: string } | null }[] }[];
}

const currentPhotoReady = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('.cast-layer--current .cast-photo img');
    return !!img && img.complete && img.naturalWidth > 0;
  });

test('profiles appear with decoded photos, and a photo that fails shows initials', async ({ page, request }) => {
  const token = await adminToken(request);
  const screenId = await createScreen(request, token, ['cat-1990s'], { timePerSlideInMs: 5000 });
  const reply = (await (await request.get(`/api/v1/cast-screens/${screenId}`)).json()) as Reply;
  const people = reply.categories[0].entries.filter((e) => e.headshot).slice(0, 3);
  const name = (i: number) => `${people[i].firstName} ${people[i].lastName}`;
  // Every size of that photo (original and resized variants) fails to load.
  const stem = people[1].headshot!.url.replace(/\.[a-z]+$/i, '');
  await page.route(`**${stem}*`, (route) => route.abort('failed'));

  await openPlayer(page, screenId);
  await expect(slideTitle(page)).toHaveText(name(0));
  expect(await currentPhotoReady(page)).toBe(true);

  await page.clock.runFor(6000);
  await expect(slideTitle(page)).toHaveText(name(1));
  const tile = page.locator('.cast-layer--current .cast-photo--empty');
  await expect(tile).toHaveAttribute('aria-label', name(1));
  await expect(page.locator('.cast-layer--current img')).toHaveCount(0);

  await page.clock.runFor(5000);
  await expect(slideTitle(page)).toHaveText(name(2));
  expect(await currentPhotoReady(page)).toBe(true);
});
