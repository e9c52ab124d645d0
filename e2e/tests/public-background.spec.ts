import { expect, test, type Browser, type Page } from './fixtures';
import { DEMO_ADMIN, signIn } from './shell-helpers';

// The page background photo is baked once (opacity and filter into a bitmap, the fade as a gradient of the
// page colour) and shown on one backdrop kept across pages, so taps do not rasterise it again. It must look
// the same as the CSS effects it replaces (page.css), and never cover anything above the pages.

const FOLDER = '/subcategories/default/cat-inductees-by-decade';
/** Parts of the folder page with nothing but background: the top band beside the heading, and an empty row. */
const REGIONS = [
  { x: 1000, y: 90, width: 900, height: 160 },
  { x: 700, y: 640, width: 1200, height: 300 },
];

async function openFolder(browser: Browser, baked: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  // Without canvas filters the page cannot bake and keeps the CSS effects: the reference look.
  if (!baked) await page.addInitScript('delete CanvasRenderingContext2D.prototype.filter');
  await page.goto(FOLDER);
  await expect(page.getByRole('heading', { level: 1, name: 'Inductees by Decade' })).toBeVisible();
  if (baked) await expect(page.locator('.ps-page[data-backdrop="true"]')).toHaveCount(1);
  else await expect(page.locator('.ps-page__bg')).toHaveCount(1);
  await page.waitForTimeout(500);
  return page;
}

/** Largest and mean per-channel difference of two PNG screenshots, computed in the browser. */
async function difference(page: Page, a: Buffer, b: Buffer): Promise<{ max: number; mean: number }> {
  return page.evaluate(
    async ([x, y]) => {
      const pixels = async (b64: string) => {
        // Decoded without fetch(): the product's CSP does not let a page fetch data: URLs.
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [await pixels(x), await pixels(y)];
      let max = 0;
      let sum = 0;
      let n = 0;
      for (let i = 0; i < p.length; i += 4) {
        for (let c = 0; c < 3; c += 1) {
          const d = Math.abs(p[i + c] - q[i + c]);
          max = Math.max(max, d);
          sum += d;
          n += 1;
        }
      }
      return { max, mean: sum / n };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

test('the baked background on the shared backdrop looks like the CSS effects it replaces', async ({ browser }) => {
  const reference = await openFolder(browser, false);
  const baked = await openFolder(browser, true);
  for (const clip of REGIONS) {
    const expected = await reference.screenshot({ clip });
    const actual = await baked.screenshot({ clip });
    const diff = await difference(baked, expected, actual);
    expect(diff.max, `largest colour difference in ${JSON.stringify(clip)}`).toBeLessThanOrEqual(8);
    expect(diff.mean).toBeLessThan(1);
  }
  // The comparison means something: without the backdrop the top band is visibly different.
  const withPhoto = await baked.screenshot({ clip: REGIONS[0] });
  await baked.locator('.ps-backdrop').evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
  await baked.locator('.ps-page').evaluate((el) => el.removeAttribute('data-backdrop'));
  const withoutPhoto = await baked.screenshot({ clip: REGIONS[0] });
  expect((await difference(baked, withPhoto, withoutPhoto)).max).toBeGreaterThan(12);
});

test('the backdrop stays the same element from page to page, and sits below the editors account bar', async ({
  page,
}) => {
  await page.goto('/login/default');
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
  await page.goto(FOLDER);
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
  await expect(page.locator('.ps-page[data-backdrop="true"]')).toHaveCount(1);
  await page.evaluate("window.__backdrop = document.querySelector('.ps-backdrop')");
  await page.getByTestId('card').filter({ hasText: '1970s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1970s' })).toBeVisible();
  expect(await page.evaluate("document.querySelector('.ps-backdrop') === window.__backdrop")).toBe(true);
  const bar = (await page.getByRole('region', { name: 'Account' }).boundingBox())!;
  const backdrop = (await page.locator('.ps-backdrop').boundingBox())!;
  expect(backdrop.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
});
