import { expect, test, type Page } from './fixtures';

// Kiosks and TVs as they run: with their offline service workers (journeys block them by default: fixtures.ts).
test.use({ serviceWorkers: 'allow' });

// A kiosk keeps the published site in its service worker (/kiosk-sw.js): with the network gone it still
// starts, browses and searches the whole site (pages it never opened included), also after a reload, and it
// catches up by itself when the API is reachable again.

const SITE = 'default';
const keptCount = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, cache);

interface TreeNode {
  _id: string;
  categoryName: string;
  visibleEntryCount: number;
  children: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

test('a kiosk browses and searches offline, after a reload too, then catches up', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // A folder and a profile the kiosk never opens: the walk through the whole site keeps them.
  const tree = (await (await request.get(`/api/v1/sites/${SITE}/categories/tree`)).json()).tree as TreeNode[];
  const folder = flatten(tree)
    .filter((c) => c.visibleEntryCount > 1 && c.children.length === 0)
    .at(-1)!;
  const { entries } = (await (await request.get(`/api/v1/sites/${SITE}/categories/${folder._id}`)).json()) as {
    entries: { _id: string; firstName: string; lastName: string; path: string }[];
  };
  const person = entries.at(-1)!;

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/home/${SITE}?touchScreen=true`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
  // The walk (10 s after the page settles) keeps every folder and profile reply, and the search data.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([site, entryId]) => {
            const cache = await caches.open('laurel-kiosk-data');
            const has = async (path: string) =>
              !!(await cache.match(`${location.origin}/api/v1/sites/${site}/${path}`));
            return (await has('search-data')) && (await has(`entries/${entryId}`));
          },
          [SITE, person._id],
        ),
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  expect(await keptCount(page, 'laurel-kiosk-media')).toBeGreaterThan(0);

  // The network goes; the kiosk reboots.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // A profile it never showed before the outage.
  await page.goto(`/entry/${SITE}/${folder._id}/${person._id}`);
  await expect(page.getByText(`${person.firstName} ${person.lastName}`).first()).toBeVisible();

  // Search, answered by the worker from the kept search data with the site's own search rule.
  await page.getByRole('button', { name: 'Search' }).first().click();
  const field = page.getByRole('searchbox', { name: 'Search the site' }).or(page.getByLabel('Search the site'));
  await field.first().fill(person.lastName);
  await field.first().press('Enter');
  await expect(page.getByTestId('search-results').getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The API comes back; meanwhile the profile was renamed. The kiosk catches up without a touch.
  const token = (
    await (
      await request.post('/api/v1/auth/login', {
        data: { email: 'admin@demo.laurel.test', password: 'Northfield-Huskies-1978' },
      })
    ).json()
  ).accessToken as string;
  const renamed = `${person.firstName} Back-Online`;
  const patch = await request.patch(`/api/v1/sites/${SITE}/entries/${person._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { categoryID: folder._id, path: person.path, patch: { firstName: renamed } },
  });
  expect(patch.status()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByText(`${renamed} ${person.lastName}`).first()).toBeVisible({ timeout: 30_000 });
  await request.patch(`/api/v1/sites/${SITE}/entries/${person._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { categoryID: folder._id, path: person.path, patch: { firstName: person.firstName } },
  });
});

test('a kiosk whose browser refuses the offline worker does not walk the site for nothing', async ({
  browser,
  baseURL,
}) => {
  // The walk fills the worker's copy; with no worker it would read every folder, profile and photo again after
  // each change, for nothing.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1920, height: 1080 },
  });
  const page = await context.newPage();
  const profileReads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/sites\/[^/]+\/entries\//.test(new URL(r.url()).pathname)) profileReads.push(r.url());
  });
  await page.goto(`/home/${SITE}?touchScreen=true`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(13_000); // the walk would start 10 s after the page settles
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(profileReads).toEqual([]);
  await context.close();
});
