import { expect, networkQuiet, test, type Page } from './fixtures';
import { adminToken, authHeaders, SITE } from './public-helpers';
import { axeViolations as violations } from './axe';

// Waits for the network to go quiet (networkQuiet): the requests are counted.
test.use({ trackNetwork: true });

/**
 * WCAG 2.2 AA on the public pages, checked by axe-core in Chromium (contrast against the site's own
 * colours, names of buttons and links, landmarks, ARIA), in the demo site's light theme and in dark mode.
 */
const PAGES = [
  { name: 'home', path: `/home/${SITE}`, ready: 'Touch to explore' },
  { name: 'folder', path: `/subcategories/${SITE}/cat-inductees-by-decade`, ready: 'Inductees by Decade' },
  { name: 'category', path: `/category/${SITE}/cat-1970s`, ready: '1970s' },
  { name: 'records board', path: `/category/${SITE}/cat-boys-track-records`, ready: 'records-board' },
];

/** Opens a page and waits for its content: a text on it, or a test id (`records-board`). */
async function openAndSettle(page: Page, path: string, ready: string) {
  await page.goto(path);
  await networkQuiet(page);
  const content = ready === 'records-board' ? page.getByTestId(ready) : page.getByText(ready, { exact: true });
  await expect(content.first()).toBeVisible();
  await settled(page);
}

/**
 * Waits until the photos are in and the entrance animations have ended: axe reads the colours on screen. (Not a
 * fixed sleep: on a busy machine an animation may still run after it.) Endless animations are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

test('the public pages and the login page pass WCAG 2.2 AA checks in the light theme', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems: string[] = [];
  for (const p of PAGES) {
    await openAndSettle(page, p.path, p.ready);
    problems.push(...(await violations(page)).map((v) => `${p.name}: ${v}`));
  }
  const entryLink = page.locator(`a[href^="/entry/${SITE}/cat-1970s/"]`).first();
  await page.goto(`/category/${SITE}/cat-1970s`);
  await page.goto((await entryLink.getAttribute('href'))!);
  await networkQuiet(page);
  await settled(page);
  problems.push(...(await violations(page)).map((v) => `entry: ${v}`));
  await openAndSettle(page, `/login/${SITE}`, 'Sign in to edit your site');
  problems.push(...(await violations(page)).map((v) => `login: ${v}`));
  expect(problems).toEqual([]);
});

test('the public pages pass WCAG 2.2 AA checks in dark mode, on a phone', async ({ page, request }) => {
  const token = await adminToken(request);
  const setDark = (darkMode: boolean) =>
    request.patch(`/api/v1/sites/${SITE}`, { headers: authHeaders(token), data: { colors: { darkMode } } });
  expect((await setDark(true)).status()).toBe(200);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const p of PAGES) {
      await openAndSettle(page, p.path, p.ready);
      problems.push(...(await violations(page)).map((v) => `${p.name}: ${v}`));
    }
    expect(problems).toEqual([]);
  } finally {
    expect((await setDark(false)).status()).toBe(200);
  }
});

test('the check itself catches text that is too faint to read', async ({ page }) => {
  await openAndSettle(page, `/home/${SITE}`, 'Touch to explore');
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Faint words';
    p.setAttribute(
      'style',
      'position:fixed;top:0;left:0;z-index:9999;color:#777;background:#888;font-size:16px;margin:0',
    );
    document.body.appendChild(p);
  });
  expect((await violations(page)).some((v) => v.startsWith('color-contrast:'))).toBe(true);
});
