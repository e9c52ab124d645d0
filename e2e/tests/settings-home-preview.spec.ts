import { expect, test, type Frame, type Page } from './fixtures';
import { signInAsAdmin, SITE } from './settings-helpers';

// The General page previews the real Home (the public site's page, as a visitor sees it) with the unsaved
// settings, on a portrait kiosk and on a phone; nothing reaches visitors until Save.

test.describe.configure({ timeout: 120_000 });

async function frameOf(page: Page, id: string): Promise<Frame> {
  const handle = await page.getByTestId(`home-preview-${id}`).elementHandle();
  const frame = await handle!.contentFrame();
  return frame!;
}
const primaryOf = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--laurel-primary').trim());

test('the colour preview is the real Home at kiosk and phone sizes, with the unsaved colour', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInAsAdmin(page, `/settings/${SITE}/general`);
  await expect(page.getByTitle(/Home on a kiosk \(1080 × 1920\)/)).toBeVisible();
  await expect(page.getByTitle(/Home on a phone \(390 × 844\)/)).toBeVisible();
  const kiosk = await frameOf(page, 'kiosk');
  const phone = await frameOf(page, 'phone');
  for (const frame of [kiosk, phone]) {
    // The public Home itself, as a visitor sees it (no editing bar), at the screen's own size.
    await expect(frame.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/ })).toBeVisible();
    await expect(frame.getByRole('region', { name: 'Account' })).toHaveCount(0);
    await expect.poll(() => primaryOf(frame)).toBe('#7a1f2b');
  }
  expect(await kiosk.evaluate(() => [innerWidth, innerHeight])).toEqual([1080, 1920]);
  expect(await phone.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 844]);

  // An unsaved colour shows in both at once; the saved site is unchanged.
  await page.getByLabel('Primary colour', { exact: true }).fill('#1d4ed8');
  await expect.poll(() => primaryOf(kiosk)).toBe('#1d4ed8');
  await expect.poll(() => primaryOf(phone)).toBe('#1d4ed8');
  const saved = await (await request.get(`/api/v1/sites/${SITE}/styling`)).json();
  expect(saved.primaryColor).not.toBe('#1d4ed8');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(() => primaryOf(kiosk)).toBe('#7a1f2b');
});
