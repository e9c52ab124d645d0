import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, createScreen, SITE } from './cast-helpers';
import { openPairedKiosk } from './screen-pairing';

// Kiosks and TVs as they run: with their offline service workers (journeys block them by default: fixtures.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 26: an edit saved while a kiosk page loads or a TV starts is never missed. The edit is saved at 20
// points spread over a kiosk page's load and a TV's start (0 to SPREAD_MS after each begins); every one must
// show on both within 5 s of its save, and Home's parts keep their boxes (the refetch of equal data does not
// re-render them elsewhere). Prints the edit-to-screen times and their p95.

const POINTS = 20;
const SPREAD_MS = 2000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const setTitle = async (request: APIRequestContext, token: string, title: string) => {
  const res = await request.patch(`/api/v1/sites/${SITE}`, { headers: auth(token), data: { home: { title } } });
  expect(res.status(), await res.text()).toBe(200);
};
/** Titles of one length, so the layout around them does not move with the text. */
const titleAt = (i: number) => `Edit point ${String(i).padStart(2, '0')}`;
const box = async (page: Page, testId: string) => page.getByTestId(testId).first().boundingBox();

test('an edit saved at any point of a kiosk load or a TV start shows on both within 5 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const empty = await request.patch(`/api/v1/sites/${SITE}`, { headers: auth(token), data: {} });
  const original = ((await empty.json()) as { home: { title: string } }).home.title;
  const screenId = await createScreen(request, token, ['cat-team-records'], { showLogo: true });
  const kiosk = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await openPairedKiosk(kiosk, request, token, `e2e load-race ${Date.now() % 100000}`);
  await setTitle(request, token, titleAt(0));
  await expect(kiosk.getByText(titleAt(0)).first()).toBeVisible({ timeout: 5000 });
  const gridBox = await box(kiosk, 'home-grid');
  expect(gridBox).not.toBeNull();

  const times: number[] = [];
  try {
    for (let i = 1; i <= POINTS; i++) {
      const title = titleAt(i);
      const delay = Math.round(((i - 1) / (POINTS - 1)) * SPREAD_MS);
      const loads = Promise.all([kiosk.goto(`/home/${SITE}?touchScreen=true`), tv.goto(`/cast/${screenId}`)]);
      await new Promise((r) => setTimeout(r, delay));
      await setTitle(request, token, title);
      const saved = Date.now();
      await loads;
      const shown = async (page: Page, name: string) => {
        await expect(page.getByText(title).first(), `${name} at point ${i} (${delay} ms)`).toBeVisible({
          timeout: Math.max(1, 5000 - (Date.now() - saved)),
        });
        return Date.now() - saved;
      };
      const [k, c] = await Promise.all([shown(kiosk, 'kiosk'), shown(tv, 'TV')]);
      times.push(k, c);
      // Home's parts keep their boxes once the edit has shown (no skeleton, no jump).
      await expect(kiosk.getByTestId('skeleton')).toHaveCount(0);
      expect(await box(kiosk, 'home-grid'), `Home's grid moved at point ${i} (${delay} ms)`).toEqual(gridBox);
    }
  } finally {
    await setTitle(request, token, original);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1];
  console.log(
    `edit-to-screen over ${POINTS} points (kiosk, TV pairs, ms): ${times.join(', ')}; p95 ${p95} ms, max ${sorted.at(-1)} ms`,
  );
  expect(sorted.at(-1)).toBeLessThan(5000);
});
