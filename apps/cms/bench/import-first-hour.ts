/**
 * `npm run bench:import`: a school's first hour, "500 inductees from a spreadsheet plus a zip of 50 photos,
 * published", done the way an editor does it in Debian's Chromium at 1440×900, timed and with its clicks counted
 * (a file chosen counts as a click). It starts on the folder page (signed in as the demo admin, editing on) and
 * ends when all 500 are published (checked through the API). It takes whatever way to publish the product offers:
 * "Publish them now" in the importer if there is one, else the folder's selection bar (tick a card, Select all,
 * Publish). It also prints the import alone (click to report) and the same file imported again (500 updates).
 */
import { readFileSync } from 'node:fs';
import { apiUrl } from '@laurel/domain';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { adminToken, api, seconds, signIn } from './editor';
import { launchChromium, startProduct } from './product';

const ROOT = join(__dirname, '../../..');

function spreadsheet() {
  const lines = ['First Name,Last Name,Sport,Class Year,Inducted,Photo'];
  for (let i = 1; i <= 500; i++)
    lines.push(`Inductee,Number ${i},Track,${1950 + (i % 70)},2026-10-12,${i <= 50 ? `p${i}.jpg` : ''}`);
  const photo = readFileSync(join(ROOT, 'services/api/demo/media/gallery-brianna-nguyen-1.jpg'));
  const zip: Record<string, Uint8Array> = {};
  for (let i = 1; i <= 50; i++) zip[`p${i}.jpg`] = photo;
  return { csv: Buffer.from(lines.join('\n')), zip: Buffer.from(zipSync(zip)) };
}

async function openImport(page: Page, files: ReturnType<typeof spreadsheet>, zip: boolean, click: () => void) {
  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  click();
  const dialog = page.getByRole('dialog', { name: 'Import profiles from a spreadsheet' });
  await dialog
    .getByLabel('Spreadsheet (CSV or XLSX)')
    .setInputFiles({ name: 'inductees.csv', mimeType: 'text/csv', buffer: files.csv });
  click();
  if (zip) {
    await dialog
      .getByLabel('Photos (a .zip, optional)')
      .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: files.zip });
    click();
    await dialog.getByText('50 of 50 photos found in the zip', { exact: false }).waitFor();
  }
  return dialog;
}

/** The importer's primary button, whatever it says ("Import 500 profiles", "Import and publish …"). */
const primary = (dialog: Locator) => dialog.getByRole('button', { name: /^Import (and publish )?\d+ profiles?/ });

async function main() {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const token = await adminToken(product.base);
    const folder = await api(
      product.base,
      token,
      'POST',
      apiUrl('POST /sites/:siteId/categories', { siteId: 'default' }),
      {
        categoryName: 'Hall of Fame import',
        layout: 'PersonCircleCardCategoryLayout',
      },
    );
    await api(
      product.base,
      token,
      'PATCH',
      apiUrl('PATCH /sites/:siteId/categories/:categoryId', { siteId: 'default', categoryId: folder._id }),
      { isLive: true },
    );
    const files = spreadsheet();

    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, product.base);
    await page.goto(`${product.base}/category/default/${folder._id}`);
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).waitFor();

    let clicks = 0;
    const click = () => (clicks += 1);
    const t0 = Date.now();
    await page.getByRole('toolbar', { name: 'Folder' }).getByRole('link', { name: 'Bulk edit' }).click();
    click();
    const dialog = await openImport(page, files, true, click);
    const publishNow = dialog.getByRole('checkbox', { name: /^Publish them now/ });
    const offersPublish = (await publishNow.count()) > 0;
    if (offersPublish) {
      await publishNow.check();
      click();
    }
    const tImport = Date.now();
    await primary(dialog).click();
    click();
    // A button that asks to confirm (columns left out) is answered once more.
    const confirm = dialog.getByRole('button', { name: /^Yes, import/ });
    if (await confirm.isVisible().catch(() => false)) {
      await confirm.click();
      click();
    }
    await dialog.getByText(/^Imported: 500 new profiles/).waitFor({ timeout: 600_000 });
    const importMs = Date.now() - tImport;
    await dialog.getByRole('button', { name: 'Done' }).click();
    click();
    if (!offersPublish) {
      await page.getByRole('link', { name: /^Back to / }).click();
      click();
      await page.getByRole('checkbox', { name: 'Select Inductee Number 1', exact: true }).check();
      click();
      const bar = page.getByRole('toolbar', { name: 'Selected cards' });
      const selectAll = bar.getByRole('button', { name: 'Select all' });
      if (await selectAll.isVisible()) {
        await selectAll.click();
        click();
      }
      await bar.getByRole('button', { name: 'Publish', exact: true }).click();
      click();
      await page.getByText(/items? published\./).waitFor({ timeout: 300_000 });
    }
    const totalMs = Date.now() - t0;
    const entries = (
      await api(
        product.base,
        token,
        'GET',
        apiUrl('GET /sites/:siteId/categories/:categoryId', { siteId: 'default', categoryId: folder._id }, { cms: 1 }),
      )
    ).entries as { isLive: boolean; graduationDate: string }[];
    const live = entries.filter((e) => e.isLive).length;
    const withYear = entries.filter((e) => e.graduationDate).length;
    console.log(
      `500 from a spreadsheet plus a 50-photo zip, published: ${seconds(totalMs)}, ${clicks} clicks ` +
        `(${entries.length} profiles, ${live} published, ${withYear} with their Class Year; ` +
        `publish ${offersPublish ? 'in the importer' : 'from the folder’s selection bar'})`,
    );
    console.log(`  the import itself (click to report, 500 new, 50 photos): ${seconds(importMs)}`);

    // The same file again, without the zip: 500 updates.
    await page.goto(`${product.base}/bulkCategoryEditor/default/${folder._id}`);
    const again = await openImport(page, files, false, () => undefined);
    const tUpdate = Date.now();
    await primary(again).click();
    const confirmAgain = again.getByRole('button', { name: /^Yes, import/ });
    if (await confirmAgain.isVisible().catch(() => false)) await confirmAgain.click();
    await again.getByText(/^Imported: 0 new profiles, 500 profiles updated/).waitFor({ timeout: 600_000 });
    const report = await again.getByText(/^Imported:/).textContent();
    console.log(`  the same file again, no zip (500 updates): ${seconds(Date.now() - tUpdate)}; “${report}”`);

    // The same file into an empty folder, without the zip: 500 new, to set against the 500 updates.
    const fresh = await api(
      product.base,
      token,
      'POST',
      apiUrl('POST /sites/:siteId/categories', { siteId: 'default' }),
      {
        categoryName: 'Hall of Fame, new',
        layout: 'PersonCircleCardCategoryLayout',
      },
    );
    await page.goto(`${product.base}/bulkCategoryEditor/default/${fresh._id}`);
    const create = await openImport(page, files, false, () => undefined);
    const tCreate = Date.now();
    await primary(create).click();
    const confirmCreate = create.getByRole('button', { name: /^Yes, import/ });
    if (await confirmCreate.isVisible().catch(() => false)) await confirmCreate.click();
    await create.getByText(/^Imported: 500 new profiles/).waitFor({ timeout: 600_000 });
    console.log(`  the same file into an empty folder, no zip (500 new): ${seconds(Date.now() - tCreate)}`);
  } finally {
    await browser.close();
    product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
