import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, pageReady, SITE } from './public-helpers';
import { publicSiteVersion, serveRemoteFolder } from './remote-version';

// Issue 28, remotes deployed apart: a new version of the public-site remote (its folder replaced) reaches an
// open kiosk at its next navigation, and the one after it at the next change notice, with no blank or loading
// frame and no reload, while the other remotes are not read again (apps/shell/src/federation/remote-updates.ts).
// The kiosk's service worker is left out: Playwright's routes (the replaced folder) do not see its requests.

test.use({ hasTouch: true, serviceWorkers: 'block' });

/** Counts the animation frames from now on, and those where the page shows no content or a loading state. */
async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: { total: number; blank: string[] } };
    w.__frames = { total: 0, blank: [] }; // a reload would lose it
    const tick = () => {
      const main = document.querySelector('main.ps-main');
      const text = main?.textContent?.trim() ?? '';
      w.__frames.total++;
      if (!main || text === '' || document.querySelector('.shell-loading'))
        w.__frames.blank.push(`${location.pathname}: ${main ? (text ? 'loading' : 'empty') : 'no page'}`);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { total: number; blank: string[] } }).__frames);

test('a new version of the public-site remote reaches an open kiosk at its next navigation and change notice', async ({
  page,
  request,
}) => {
  const v2 = publicSiteVersion('v2');
  const v3 = publicSiteVersion('v3');
  const otherRemotes: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/(cms|settings|cast)\//.test(r.url())) otherRemotes.push(r.url());
  });

  // The kiosk has shown a folder and a profile (their code is loaded), and is back on the folder.
  await page.goto('/category/default/cat-1970s?touchScreen=1');
  await pageReady(page);
  const bar = page.locator('.ps-bar__text').filter({ hasText: /^Search/ });
  await expect(bar).toHaveText('Search');
  await page.getByTestId('card').filter({ hasText: 'Isaiah Lawson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Isaiah Lawson' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/category\/default\/cat-1970s/);

  // v2 replaces the deployed folder; the next tap shows the profile, then the new version in place.
  await serveRemoteFolder(page, v2.dir);
  const v2Entry = page.waitForRequest((r) => r.url().endsWith(`/remotes/public-site/${v2.entry}`));
  await watchFrames(page);
  const tapped = Date.now();
  await page.getByTestId('card').filter({ hasText: 'Isaiah Lawson' }).click();
  await v2Entry;
  await expect(bar).toHaveText('Search v2');
  console.log(`REDEPLOY navigation: v2 shown ${Date.now() - tapped} ms after the tap`);
  await expect(page.getByRole('heading', { level: 1, name: 'Isaiah Lawson' })).toBeVisible();

  // v3 replaces it; a change notice (an editor renames the site's home) brings it without any navigation.
  await serveRemoteFolder(page, v3.dir);
  const token = await adminToken(request);
  const patchSite = async (data: object) => {
    const res = await request.patch(`/api/v1/sites/${SITE}`, { headers: authHeaders(token), data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { home: { title: string } };
  };
  const original = (await patchSite({})).home.title;
  const edited = Date.now();
  await patchSite({ home: { title: `Redeploy notice ${edited % 10000}` } });
  try {
    await expect(bar).toHaveText('Search v3', { timeout: 15_000 });
    console.log(`REDEPLOY change notice: v3 shown ${Date.now() - edited} ms after the edit`);
  } finally {
    await patchSite({ home: { title: original } });
  }
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-isaiah-lawson/);

  const seen = await frames(page); // undefined after a reload
  console.log(`REDEPLOY ${seen.total} frames watched, ${seen.blank.length} blank or loading`);
  expect(seen.total).toBeGreaterThan(10);
  expect(seen.blank).toEqual([]);
  expect(otherRemotes).toEqual([]);
});
