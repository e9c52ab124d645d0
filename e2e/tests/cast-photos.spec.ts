import { expect, test, type Page } from './fixtures';
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

/** Marks the hidden layer's photo element once it is decoded (true then). */
const markPreparedPhoto = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement & { prepared?: boolean }>('.cast-layer--next .cast-photo img');
    if (!img || !img.complete || img.naturalWidth === 0) return false;
    img.prepared = true;
    return true;
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

  // The slide after is already mounted in a hidden layer with its photo decoded; that same element goes on screen.
  const hidden = page.locator('.cast-layer--next [data-testid="cast-slide"] h2');
  await expect(hidden).toHaveText(name(2));
  await expect(hidden).toBeHidden();
  await expect.poll(() => markPreparedPhoto(page)).toBe(true);
  await page.clock.runFor(5000);
  await expect(slideTitle(page)).toHaveText(name(2));
  expect(await currentPhotoReady(page)).toBe(true);
  expect(
    await page.evaluate(
      () => (document.querySelector('.cast-layer--current .cast-photo img') as { prepared?: boolean } | null)?.prepared,
    ),
  ).toBe(true);
});
