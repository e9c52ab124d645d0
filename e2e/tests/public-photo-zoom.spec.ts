import { expect, test } from './fixtures';
import { adminToken, createEntry, createFolder, deleteFolder, pageReady, touch, uploadPhoto } from './public-helpers';

// A profile's main photo zooms as the gallery's photos do (SPEC §9: scale 1 to 5 by default, double tap 3×):
// on a kiosk a tap or a pinch opens it full screen; pinch, double tap, the wheel and the keys zoom; a drag or
// the arrows move it; "Whole photo" and Close bring the visitor back.

test.use({ hasTouch: true, viewport: { width: 1080, height: 1920 } });

test('a kiosk visitor zooms a profile photo from 1 to 5 and comes back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const portrait = await uploadPhoto(request, token, 'generic.jpg');
  const folder = await createFolder(request, token, {
    categoryName: 'Photo Zoom Test',
    layout: 'PersonCircleCardCategoryLayout',
    parentCategoryID: 'cat-hall-of-fame',
  });
  try {
    const entry = await createEntry(request, token, folder, {
      firstName: 'Zoe',
      lastName: 'Zoom',
      isLive: true,
      headshot: portrait,
    });
    // A second profile keeps the folder from going straight to this one.
    await createEntry(request, token, folder, { firstName: 'Other', lastName: 'Person', isLive: true });
    await page.goto(`/entry/default/${folder}/${entry}?touchScreen=1`);
    await pageReady(page);
    const photo = page.getByRole('button', { name: 'Zoom in: Portrait of Zoe Zoom' });
    const box = (await photo.boundingBox())!;
    const finger = await touch(page);
    await finger.tap(box.x + box.width / 2, box.y + box.height / 2);

    const viewer = page.getByRole('dialog', { name: 'Portrait of Zoe Zoom' });
    const frame = viewer.getByTestId('photo-zoom');
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    const f = (await frame.boundingBox())!;
    const [cx, cy] = [f.x + f.width / 2, f.y + f.height / 2];
    await (await touch(page)).doubleTap(cx, cy);
    await expect(frame).toHaveAttribute('data-scale', '3.00');
    // Pinching out stops at SPEC's default largest zoom, 5 (the gallery goes to 10).
    await finger.pinch(cx, cy, 100, 700);
    await expect(frame).toHaveAttribute('data-scale', '5.00');
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await finger.pinch(cx, cy, 700, 20);
    await expect(frame).toHaveAttribute('data-scale', '1.00');

    // The buttons, then the way back to the whole photo.
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(frame).toHaveAttribute('data-scale', '1.50');
    await expect(viewer.getByText('150%')).toBeVisible();
    await viewer.getByRole('button', { name: 'Whole photo' }).click();
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    await expect(viewer.getByRole('button', { name: 'Whole photo' })).toHaveCount(0);

    // Close brings the visitor back to the profile.
    await viewer.getByRole('button', { name: 'Close photo' }).click();
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Zoe Zoom' })).toBeVisible();

    // A pinch on the photo itself opens it too.
    await finger.pinch(box.x + box.width / 2, box.y + box.height / 2, 80, 300);
    await expect(frame).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  } finally {
    await deleteFolder(request, token, folder);
  }
});

test('on a laptop the wheel and the keyboard zoom and move the photo', async ({ page, request }) => {
  const token = await adminToken(request);
  const portrait = await uploadPhoto(request, token, 'generic.jpg');
  const folder = await createFolder(request, token, {
    categoryName: 'Photo Zoom Keys',
    parentCategoryID: 'cat-hall-of-fame',
  });
  try {
    const entry = await createEntry(request, token, folder, {
      firstName: 'Kay',
      lastName: 'Board',
      isLive: true,
      headshot: portrait,
    });
    await createEntry(request, token, folder, { firstName: 'Other', lastName: 'Person', isLive: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/entry/default/${folder}/${entry}`);
    await pageReady(page);
    const photo = page.getByRole('button', { name: 'Zoom in: Portrait of Kay Board' });
    await photo.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Portrait of Kay Board' });
    const frame = viewer.getByTestId('photo-zoom');
    await expect(frame).toHaveAttribute('data-scale', '1.00');

    // The wheel zooms around the pointer, never past 5; turning it back goes to the whole photo.
    const f = (await frame.boundingBox())!;
    await page.mouse.move(f.x + f.width / 2, f.y + f.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => Number(await frame.getAttribute('data-scale'))).toBeGreaterThan(1.5);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -400);
    await expect(frame).toHaveAttribute('data-scale', '5.00');
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 400);
    await expect(frame).toHaveAttribute('data-scale', '1.00');

    // Keys: + and - zoom, the arrows move the zoomed photo, 0 is the whole photo again.
    await frame.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(frame).toHaveAttribute('data-scale', '2.25');
    const content = frame.locator('.ui-zoomable__content');
    const before = await content.evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => content.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
    await page.keyboard.press('-');
    await expect(frame).toHaveAttribute('data-scale', '1.50');
    await page.keyboard.press('0');
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
  } finally {
    await deleteFolder(request, token, folder);
  }
});
