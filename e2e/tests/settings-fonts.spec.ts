import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from './fixtures';
import { API, patchSite, rootVar, signInAsAdmin, SITE, styling, tokenFor } from './settings-helpers';
import { DEMO_ADMIN } from './shell-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Fonts: 1–3 from the bundled list, served from our own origin; the site's own font files; a live preview.

const fontFile = join(
  dirname(createRequire(__filename).resolve('@fontsource/bebas-neue/package.json')),
  'files/bebas-neue-latin-400-normal.woff2',
);

test('an admin picks fonts from the bundled list, previews them from our own origin and saves them', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  const fontHosts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || r.url().includes('css2')) fontHosts.add(new URL(r.url()).host);
  });
  try {
    await signInAsAdmin(page, `/settings/${SITE}/fonts`);
    const font1 = page.getByLabel('Font 1: names, titles and headings');
    await expect(font1).toHaveValue('Oswald');
    await font1.selectOption('Bebas Neue');
    const specimen = page.getByTestId('font-specimen');
    await expect(specimen).toContainText('Bebas Neue');
    // The preview really draws with the chosen font, fetched from this server.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Bebas Neue' && f.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect([...fontHosts]).toEqual([new URL(page.url()).host]);

    await page.getByRole('button', { name: 'Save fonts' }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    expect((await styling(request)).text.font).toBe('Bebas Neue');
    await page.goto(`/home/${SITE}`);
    await expect.poll(() => rootVar(page, '--laurel-font-1')).toContain('Bebas Neue');
  } finally {
    await patchSite(request, token, { text: { font: original.text.font } });
  }
});

test("a font file of the school's own is uploaded and offered; a file that is not a font is refused", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, `/settings/${SITE}/fonts`);
  const input = page.getByLabel('Font file');

  await input.setInputFiles({ name: 'team-photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
  await expect(page.getByText('That file is not a font. Choose a .woff2, .woff, .ttf or .otf file.')).toBeVisible();
  await input.setInputFiles({
    name: 'Sneaky.woff2',
    mimeType: 'font/woff2',
    buffer: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300)]),
  });
  await expect(page.getByText('That file is not a font. Choose a .woff2, .woff, .ttf or .otf file.')).toBeVisible();
  expect((await styling(request)).customFonts).toEqual([]);

  await input.setInputFiles({ name: 'Husky Sans-700.woff2', mimeType: 'font/woff2', buffer: readFileSync(fontFile) });
  const item = page.getByRole('listitem').filter({ hasText: 'Husky Sans-700.woff2' });
  await expect(item).toContainText('weight 700');
  await expect(page.getByLabel('Font 2: body text').locator('optgroup[label="Your fonts"] option')).toHaveText([
    'Husky Sans',
  ]);
  const css = await (await request.get(`${API}/sites/${SITE}/custom-fonts/stylesheet.css`)).text();
  expect(css).toContain('font-family: "Husky Sans"');

  await item.getByRole('button', { name: 'Remove Husky Sans-700.woff2' }).click();
  await expect(item).toHaveCount(0);
  expect((await styling(request)).customFonts).toEqual([]);
});
