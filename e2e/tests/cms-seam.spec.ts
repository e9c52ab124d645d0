import { expect, test, networkQuiet } from './fixtures';
import { DEMO_ADMIN, SITE, scriptsOf, signInToEdit } from './cms-helpers';
import { expectDemoHome } from './shell-helpers';

// Waits for the network to go quiet (networkQuiet): the requests are counted.
test.use({ trackNetwork: true });

// The seam between public pages and in-page editing: visitors and kiosks never download editing code;
// an editor in CMS mode gets the cms remote's controls, and SPEC §4's conditions switch them off.

test('the cms remote is deployed, and a visitor’s home page loads none of its modules', async ({ page, request }) => {
  const remotes = await (await request.get('/remotes.json')).json();
  expect(remotes.cms).toBe('/remotes/cms/mf-manifest.json');
  const scripts = scriptsOf(page);
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') bodies.push(await r.text().catch(() => ''));
  });
  await page.goto(`/home/${SITE}`);
  await expectDemoHome(page);
  await networkQuiet(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.startsWith('/remotes/cms/'))).toEqual([]);
  // The bulk-edit helpers (and every other editing call) live in the cms remote, not in shared code.
  expect(bodies.filter((b) => b.includes('/bulk-delete'))).toEqual([]);
});

test('a kiosk never loads editing code, even in a browser that signed in before', async ({ page }) => {
  await signInToEdit(page, DEMO_ADMIN);
  await page.goto(`/home/${SITE}?touchScreen=true`);
  await expect(page.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/i })).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  // What this page loaded (its own resource timings: requests the editor's page before it still had in
  // flight when it was left are not the kiosk's).
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  expect(scripts.filter((s) => s.startsWith('/remotes/cms/'))).toEqual([]);
  await page.goto(`/home/${SITE}?touchScreen=false`);
});

test('an editor gets the editing tools; switching editing off, or a phone-sized window, takes them away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToEdit(page, DEMO_ADMIN, `/categories/${SITE}`);
  // Unpublished folders are there for the editor, clearly marked.
  const draft = page.locator('[data-card-id="cat-class-of-2026"]');
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add folder' })).toBeVisible();

  await page.getByRole('switch', { name: 'Editing' }).uncheck();
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Class of 2026 Inductees')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Editing' }).check();
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
});

test('an edit control that is missing logs "Inject has failed for {name}" and the page still works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // A cms remote whose controls lack `folder-actions`: the slot logs and the page stays.
  await page.route(/\/remotes\/cms\/__federation_expose_edit_controls\.[^/]*\.js$/, async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('"folder-actions"', '"folder-actions-missing"');
    await route.fulfill({ response: res, body });
  });
  await signInToEdit(page, DEMO_ADMIN, `/categories/${SITE}`);
  await expect(page.locator('[data-card-id="cat-class-of-2026"]').getByText('Draft')).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes('Inject has failed for folder-actions'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();
});
