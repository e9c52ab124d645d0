/**
 * `npm run bench:workrooms`: starts the product (fresh data directory), signs in as the demo admin in Debian's
 * Chromium at 1440×900 and prints, for the folder bulk editor with 1,000 profiles:
 * - render: navigation to the first row on screen (median of 3), against the same page with an empty folder,
 * - scroll: the grid scrolled top to bottom 20 rows a step, each step's time to the next frame (p50/p95),
 * - keystroke latency in a cell editor, keydown to the next frame (p50/p95 of 40), against a plain input on
 *   the same page,
 * - the spreadsheet import of 500 profiles with 50 photos in a zip, click to report.
 */
import { readFileSync } from 'node:fs';
import { apiUrl } from '@laurel/domain';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { adminToken, api, signIn } from './editor';
import { launchChromium, startProduct, stats } from './product';

const ROOT = join(__dirname, '../../..');

async function folderWith(base: string, token: string, name: string, profiles: number): Promise<string> {
  const folder = await api(base, token, 'POST', apiUrl('POST /sites/:siteId/categories', { siteId: 'default' }), {
    categoryName: name,
    layout: 'PersonListCategoryLayout',
  });
  for (let start = 0; start < profiles; start += 150) {
    const items = Array.from({ length: Math.min(150, profiles - start) }, (_, i) => ({
      firstName: `Athlete`,
      lastName: `Number ${start + i + 1}`,
      activity: ['Track', 'Swimming', 'Football'][i % 3],
      graduationDate: `${1950 + ((start + i) % 70)}-01-01`,
      isLive: true,
    }));
    await api(
      base,
      token,
      'POST',
      apiUrl('POST /sites/:siteId/categories/:categoryId/entries/bulk', { siteId: 'default', categoryId: folder._id }),
      { items },
    );
  }
  return folder._id as string;
}

/** Milliseconds from keydown to the next frame, for each key typed into the focused element. */
async function keyLatency(page: Page, keys: string): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[] };
    w.__lat = [];
    document.addEventListener(
      'keydown',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
      },
      { capture: true },
    );
  });
  await page.keyboard.type(keys, { delay: 30 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

async function render(page: Page, url: string, firstCell: string | null): Promise<number> {
  const t0 = Date.now();
  await page.goto(url);
  await (firstCell ? page.getByRole('gridcell', { name: firstCell }).first() : page.getByRole('grid')).waitFor({
    timeout: 60_000,
  });
  return Date.now() - t0;
}

function importFiles() {
  const lines = ['First Name,Last Name,Sport,Class of,Photo'];
  for (let i = 1; i <= 500; i++)
    lines.push(`Inductee,Number ${i},Track,${1950 + (i % 70)},${i <= 50 ? `p${i}.jpg` : ''}`);
  const photo = readFileSync(join(ROOT, 'services/api/demo/media/gallery-brianna-nguyen-1.jpg'));
  const zip: Record<string, Uint8Array> = {};
  for (let i = 1; i <= 50; i++) zip[`p${i}.jpg`] = photo;
  return { csv: Buffer.from(lines.join('\n')), zip: Buffer.from(zipSync(zip)) };
}

async function main() {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const token = await adminToken(product.base);
    const big = await folderWith(product.base, token, 'Bench 1000', 1000);
    const empty = await folderWith(product.base, token, 'Bench empty', 0);
    const target = await folderWith(product.base, token, 'Bench import', 0);

    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, product.base);

    const url = (id: string) => `${product.base}/bulkCategoryEditor/default/${id}`;
    await render(page, url(big), 'Number 1'); // warm: the remote's chunks are cached from here on
    const bigRender: number[] = [];
    const emptyRender: number[] = [];
    for (let i = 0; i < 3; i++) {
      bigRender.push(await render(page, url(big), 'Number 1'));
      emptyRender.push(await render(page, url(empty), null));
    }
    console.log(`grid render, 1,000 profiles: ${stats(bigRender)}   (empty folder, same page: ${stats(emptyRender)})`);

    await render(page, url(big), 'Number 1');
    const steps = await page.evaluate(async () => {
      const grid = document.querySelector('.sheet-grid') as HTMLElement;
      const out: number[] = [];
      while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 1) {
        const t0 = performance.now();
        grid.scrollTop += 20 * 36;
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        out.push(performance.now() - t0);
      }
      return out;
    });
    console.log(
      `grid scroll, 1,000 rows, ${steps.length} steps of 20 rows: ${stats(steps)} per step to the next frame`,
    );
    await page.getByRole('gridcell', { name: 'Number 1000' }).waitFor();

    await page.evaluate(() => ((document.querySelector('.sheet-grid') as HTMLElement).scrollTop = 0));
    await page.getByRole('gridcell', { name: 'Number 1', exact: true }).dblclick();
    const inCell = await keyLatency(page, 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn');
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'bench-reference';
      document.body.prepend(input);
    });
    await page.locator('#bench-reference').focus();
    const plain = await keyLatency(page, 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn');
    console.log(
      `keystroke in a grid cell editor (1,000 rows): ${stats(inCell)}   (plain input, same page: ${stats(plain)})`,
    );

    const files = importFiles();
    await page.goto(url(target));
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
    await dialog
      .getByLabel('Spreadsheet (CSV or XLSX)')
      .setInputFiles({ name: 'in.csv', mimeType: 'text/csv', buffer: files.csv });
    await dialog
      .getByLabel('Photos (a .zip, optional)')
      .setInputFiles({ name: 'p.zip', mimeType: 'application/zip', buffer: files.zip });
    await dialog.getByText('50 of 50 photos found in the zip', { exact: false }).waitFor();
    const t0 = Date.now();
    await dialog.getByRole('button', { name: 'Import 500 profiles' }).click();
    await dialog.getByText('Imported: 500 new profiles', { exact: false }).waitFor({ timeout: 600_000 });
    console.log(`import of 500 profiles with 50 photos (CSV + zip): ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
