import { expect, test, type Page } from './fixtures';
import { makePdf } from '@laurel/testing/fixtures/make-pdf';
import { adminToken, authHeaders, axeViolations, DEMO_EDITOR, scriptsOf, signInToEdit, SITE } from './cms-helpers';
import { deleteFolder, pageReady, touch } from './public-helpers';

// Flipbooks (SPEC §1): an editor puts a PDF on a folder and publishes it; a visitor at a touch kiosk opens it
// as a book, turns pages by swipe, tap and keys, zooms, and only the spread in view and its neighbours are drawn.

test.use({ actionTimeout: 15_000 });

const SCREENS = '/work/screens/flipbook';
const PAGES = Array.from({ length: 8 }, (_, i) => `Page ${i + 1}`);

/** True once the page's canvas shows the PDF's coloured band (the page was really drawn). */
const drawn = (page: Page, n: number) =>
  page.locator(`[data-testid="flipbook-page"][data-page="${n}"] canvas`).evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')!;
    const [r, g, b] = ctx.getImageData(Math.floor(c.width / 2), Math.floor(c.height * 0.05), 1, 1).data;
    return !(r > 240 && g > 240 && b > 240);
  });

test('an editor adds a yearbook PDF to a folder; a kiosk visitor turns its pages by swipe, tap and keys and zooms', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const created = await request.post(`/api/v1/sites/${SITE}/categories`, {
    headers: authHeaders(token),
    data: { categoryName: 'Yearbooks', parentCategoryID: 'cat-records' }, // a folder the demo editor may edit
  });
  expect(created.status()).toBe(201);
  const folder = (await created.json())._id as string;
  const draft = await request.patch(`/api/v1/sites/${SITE}/categories/${folder}`, {
    headers: authHeaders(token),
    data: { isLive: false },
  });
  expect(draft.status()).toBe(200);
  try {
    // The editor uploads the PDF in place and publishes the folder.
    await signInToEdit(page, DEMO_EDITOR, `/category/${SITE}/${folder}`);
    const field = page.getByTestId('flipbook-field');
    await field.locator('input[type=file]').setInputFiles({
      name: 'Yearbook 1998.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(PAGES),
    });
    await expect(field.getByText('Visitors open Yearbook 1998.pdf as a book.')).toBeVisible();
    await expect(page.getByTestId('flipbook-open')).toContainText('Yearbook 1998');
    // A file that is not a PDF is refused with the API's words, and the flipbook stays.
    await field.locator('input[type=file]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('These are notes, not a PDF. '.repeat(10)),
    });
    await expect(field.getByRole('alert')).toHaveText(/This file is not a PDF/);
    await expect(field.getByText('Visitors open Yearbook 1998.pdf as a book.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('toolbar', { name: 'Folder' }).getByText('Published', { exact: true })).toBeVisible();

    // A visitor at a landscape kiosk: Home loads no PDF code.
    const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 1920, height: 1080 } });
    const kiosk = await context.newPage();
    const scripts = scriptsOf(kiosk);
    // pdf.js and its worker run under the product's Content-Security-Policy (no eval, worker from our origin).
    const csp: string[] = [];
    kiosk.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
    });
    await kiosk.goto(`/home/${SITE}?touchScreen=1`);
    await pageReady(kiosk);
    expect(scripts.filter((s) => /pdfjs|flipbook/.test(s))).toEqual([]);

    await kiosk.goto(`/category/${SITE}/${folder}`);
    await pageReady(kiosk);
    // The card shows the book's cover: its first page, drawn by the API when the PDF was uploaded.
    const cover = kiosk.getByTestId('flipbook-open').locator('img');
    await expect(cover).toHaveAttribute('src', /-w\d+\.webp$/);
    await expect
      .poll(() =>
        cover.evaluate((img: HTMLImageElement) => {
          if (!img.complete || img.naturalWidth === 0) return null;
          const c = document.createElement('canvas');
          [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
          const ctx = c.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          const [r, g, b] = ctx.getImageData(Math.floor(c.width / 2), 4, 1, 1).data;
          return r > 180 && g < 90 && b < 100; // the first page's red band
        }),
      )
      .toBe(true);
    await kiosk.screenshot({ path: `${SCREENS}/card-cover-1920x1080.png` });
    await kiosk.getByTestId('flipbook-open').click();
    const viewer = kiosk.getByTestId('flipbook-viewer');
    const counter = kiosk.getByTestId('flipbook-counter');
    await expect(counter).toHaveText('Page 1 of 8'); // the cover alone, as a printed book opens
    await expect(viewer).toHaveAttribute('data-rendered-pages', '1,2,3');
    await expect.poll(() => drawn(kiosk, 1)).toBe(true);
    expect(scripts.some((s) => /pdfjs/.test(s))).toBe(true);
    await kiosk.screenshot({ path: `${SCREENS}/kiosk-1920x1080-cover.png` });

    const frame = kiosk.getByTestId('flipbook-zoom');
    const box = (await frame.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const finger = await touch(kiosk);
    await finger.swipe(cx + 300, cx - 300, cy); // right to left: the next spread
    await expect(counter).toHaveText('Pages 2–3 of 8');
    await expect(viewer).toHaveAttribute('data-rendered-pages', '1,2,3,4,5');
    await expect.poll(() => drawn(kiosk, 3)).toBe(true);
    await kiosk.screenshot({ path: `${SCREENS}/kiosk-1920x1080-spread.png` });

    // A tap on the right-hand zone turns on; the pages far behind are let go.
    const next = kiosk.locator('.ps-flipbook__zone--next');
    const zone = (await next.boundingBox())!;
    await finger.tap(zone.x + zone.width / 2, zone.y + zone.height / 2);
    await expect(counter).toHaveText('Pages 4–5 of 8');
    await expect(viewer).toHaveAttribute('data-rendered-pages', '2,3,4,5,6,7');
    await finger.swipe(cx - 300, cx + 300, cy); // left to right: back
    await expect(counter).toHaveText('Pages 2–3 of 8');
    await kiosk.keyboard.press('End');
    await expect(counter).toHaveText('Page 8 of 8');
    await kiosk.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('Pages 6–7 of 8');

    // Pinch zoom as the gallery: double tap 3×, pinch up to 10×; while zoomed a swipe pans, not turns.
    await finger.doubleTap(cx, cy);
    await expect(frame).toHaveAttribute('data-scale', '3.00');
    await finger.pinch(cx, cy, 100, 600);
    await expect(frame).toHaveAttribute('data-scale', '10.00');
    await finger.swipe(cx + 200, cx - 200, cy);
    await expect(counter).toHaveText('Pages 6–7 of 8');
    await kiosk.waitForTimeout(600); // the sharper drawing at this zoom
    await kiosk.screenshot({ path: `${SCREENS}/kiosk-1920x1080-zoomed.png` });
    await finger.pinch(cx, cy, 600, 20);
    await expect(frame).toHaveAttribute('data-scale', '1.00');
    await kiosk.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    expect(csp).toEqual([]);
    await context.close();

    // A phone shows one page at a time. (This context lets axe-core's script in: the kiosk's above kept the policy.)
    const phoneContext = await browser.newContext({
      baseURL,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
    });
    const phone = await phoneContext.newPage();
    // The server-rendered page (the book's card loads after) hydrates with no error or warning.
    const hydration: string[] = [];
    phone.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') hydration.push(`${m.type()}: ${m.text()}`);
    });
    phone.on('pageerror', (e) => hydration.push(`pageerror: ${e.message}`));
    await phone.goto(`/category/${SITE}/${folder}`);
    await pageReady(phone);
    await expect(phone.getByTestId('flipbook-open')).toBeVisible();
    await phone.screenshot({ path: `${SCREENS}/phone-390x844-folder.png` });
    expect(hydration).toEqual([]);
    await phone.getByTestId('flipbook-open').click();
    await expect(phone.getByTestId('flipbook-counter')).toHaveText('Page 1 of 8');
    await expect(phone.getByTestId('flipbook-viewer')).toHaveAttribute('data-rendered-pages', '1,2');
    await expect.poll(() => drawn(phone, 1)).toBe(true);
    await phone.getByRole('button', { name: 'Next page' }).click();
    await expect(phone.getByTestId('flipbook-counter')).toHaveText('Page 2 of 8');
    await expect.poll(() => drawn(phone, 2)).toBe(true);
    await phone.screenshot({ path: `${SCREENS}/phone-390x844-page2.png` });
    expect(await axeViolations(phone, '.ui-dialog')).toEqual([]);
    await phoneContext.close();
  } finally {
    await deleteFolder(request, token, folder);
  }
});
