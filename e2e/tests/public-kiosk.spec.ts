import { expect, test } from './fixtures';
import {
  adminToken,
  createEntry,
  createFolder,
  deleteFolder,
  pageReady,
  stopClockWhenLoaded,
  touch,
  uploadPhoto,
} from './public-helpers';

// Kiosk behaviour (SPEC §9): idle return home, no text selection or context menu, swipe, double tap and pinch.

test.use({ hasTouch: true });

test('a touch-screen kiosk returns Home after six minutes without activity; activity restarts the count', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/entry/default/cat-1970s/entry-isaiah-lawson?touchScreen=1');
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Isaiah Lawson' })).toBeVisible();
  await stopClockWhenLoaded(page);
  await page.clock.fastForward(300_000);
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-isaiah-lawson/);
  await page.mouse.move(200, 200); // activity
  await page.clock.fastForward(300_000);
  await expect(page).toHaveURL(/\/entry\//);
  await page.clock.fastForward(61_000);
  await page.clock.resume(); // Home draws itself on a running clock
  await expect(page).toHaveURL(/\/home\/default/);
  await expect(page.getByTestId('start-button')).toBeVisible();
});

test('a visitor on the web (a mouse, no touch) is not sent home when idle', async ({ browser, baseURL }) => {
  // A touch-only display now counts as a kiosk (next test), so the web visitor here has a mouse.
  const context = await browser.newContext({ baseURL, hasTouch: false });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/category/default/cat-1970s');
  await pageReady(page);
  await expect(page.getByTestId('card').first()).toBeVisible();
  await stopClockWhenLoaded(page);
  await page.clock.fastForward(400_000);
  await expect(page).toHaveURL(/\/category\/default\/cat-1970s/);
  await context.close();
});

test('a touch-only wall screen returns Home when idle even without ?touchScreen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 1080, height: 1920 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/category/default/cat-1970s');
  await pageReady(page);
  await expect(page.getByTestId('card').first()).toBeVisible();
  await stopClockWhenLoaded(page);
  await page.clock.fastForward(361_000);
  await expect(page).toHaveURL(/\/home\/default/);
  await context.close();
});

test('kiosk mode blocks text selection and the context menu, and keeps touch targets large', async ({ page }) => {
  await page.goto('/category/default/cat-1970s?touchScreen=1');
  await pageReady(page);
  await expect(page.getByTestId('card').first()).toBeVisible();
  const scope = page.locator('.ui-theme').first();
  expect(await scope.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
  const prevented = await scope.evaluate(
    (el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
  );
  expect(prevented).toBe(true);
  for (const name of ['Back', 'Home', 'Search']) {
    const box = await page
      .getByRole('navigation', { name: 'Site' })
      .locator('..')
      .getByRole(name === 'Home' ? 'link' : 'button', { name, exact: true })
      .boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
  }
});

test('swiping a profile moves to the next entry of the folder', async ({ page }) => {
  await page.goto('/entry/default/cat-1970s/entry-isaiah-lawson?touchScreen=1');
  await pageReady(page);
  await expect(page.getByText('4 of 10')).toBeVisible();
  const finger = await touch(page);
  await finger.swipe(900, 500, 400); // right to left, 400 px > max(50, 10% of 1280)
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-brianna-nguyen/);
  await expect(page.getByText('5 of 10')).toBeVisible();
  await finger.swipe(300, 340, 400); // 40 px: below the threshold
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/entry-brianna-nguyen/);
});

test('the gallery zooms to 3 on a double tap and pinches up to 10', async ({ page, request }) => {
  const token = await adminToken(request);
  const [portrait, ...photos] = [
    await uploadPhoto(request, token, 'generic.jpg'),
    await uploadPhoto(request, token, 'background.jpg'),
    await uploadPhoto(request, token, 'records-tile.jpg'),
  ];
  const folder = await createFolder(request, token, {
    categoryName: 'Gallery Test',
    layout: 'PersonCircleCardCategoryLayout',
    parentCategoryID: 'cat-hall-of-fame',
  });
  try {
    const entry = await createEntry(request, token, folder, {
      firstName: 'Gallery',
      lastName: 'Person',
      isLive: true,
      headshot: portrait,
      media: photos,
    });
    await page.goto(`/entry/default/${folder}/${entry}?touchScreen=1`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Open photo 1 of 2' }).click();
    const frame = page.getByTestId('gallery-zoom');
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    const box = (await frame.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const finger = await touch(page);
    await finger.doubleTap(cx, cy);
    await expect(frame).toHaveAttribute('data-scale', '3.00');
    await finger.pinch(cx, cy, 100, 600);
    await expect(frame).toHaveAttribute('data-scale', '10.00');
    await finger.pinch(cx, cy, 600, 20);
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    // Not zoomed: a swipe moves to the next photo.
    await finger.swipe(cx + 300, cx - 300, cy);
    await expect(page.getByText('2 / 2')).toBeVisible();
  } finally {
    await deleteFolder(request, token, folder);
  }
});
