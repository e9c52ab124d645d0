import { expect, test, type Page } from './fixtures';
import { startCanva, type StandInCanva } from '@laurel/testing/stand-ins/canva';
import type { Product } from '@laurel/testing/start-product';
import { axeViolations, DEMO_ADMIN, SITE, signIn, signInToEdit, localTimeAhead } from './cms-helpers';
import { productWithServices } from './services-helpers';

// The Canva importer (/canvaImporter, admins): off and explained without Canva; with Canva (a stand-in of the
// Connect API on 127.0.0.1) an admin connects through Canva's consent page, picks a design and finds its pages
// in the media library.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('without a Canva integration the importer explains that Canva is not set up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToEdit(page, DEMO_ADMIN, `/mediaLibrary/${SITE}`);
  await page.getByRole('link', { name: 'Import from Canva' }).click();
  await expect(page.getByRole('heading', { name: 'Import from Canva' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Canva is not set up for this installation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Canva', exact: true })).toHaveCount(0);
});

test.describe('with Canva', () => {
  let canva: StandInCanva;
  let product: Product;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    canva = await startCanva();
    product = await productWithServices({
      env: {
        CANVA_CLIENT_ID: canva.clientId,
        CANVA_CLIENT_SECRET: canva.clientSecret,
        CANVA_API_BASE: canva.apiBase,
        CANVA_AUTHORIZE_URL: canva.authorizeUrl,
      },
    });
  });
  test.afterAll(async () => {
    await product?.stop();
    await canva?.close();
  });
  /** An admin signs in on the product that knows the stand-in, and opens the importer at the editor's size. */
  const openImporter = async (page: Page) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${product.baseUrl}/login/${SITE}`);
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('switch', { name: 'Editing' })).toBeChecked();
    await page.goto(`${product.baseUrl}/canvaImporter/${SITE}`);
  };

  test('an admin connects Canva, imports a two-page design, finds it in the media library and puts a page on Home at a time', async ({
    page,
    request,
  }) => {
    await openImporter(page);
    await expect(page.getByRole('heading', { name: 'Connect your Canva account' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Canva's consent page (the stand-in's), then back through /canva-redirect.
    await page.getByRole('button', { name: 'Connect Canva', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Allow Laurel to use your Canva account?' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${product.baseUrl}/canva-redirect`);
    await page.getByRole('link', { name: 'Allow' }).click();
    await expect(page.getByText('Connected to Canva as Northfield Athletics.')).toBeVisible();
    await expect(page).toHaveURL(`${product.baseUrl}/canvaImporter/${SITE}`);
    expect(canva.tokenRequests).toContainEqual({ grant: 'authorization_code', ok: true });

    // Designs a page at a time, with Canva's thumbnails.
    const designs = page.getByRole('list', { name: 'Canva designs' });
    await expect(designs.getByRole('button')).toHaveCount(3); // two designs and "Show more designs"
    await expect(designs.locator('img').first()).toHaveJSProperty('naturalWidth', 32);
    await designs.getByRole('button', { name: 'Show more designs' }).click();
    await expect(designs.getByRole('button', { name: /Premium template/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The page says which designs can come in, and as what.
    await expect(page.getByText(/As PNG, JPEG or GIF each page becomes a picture; as PDF/)).toBeVisible();
    // Pick the programme: PNG and PDF are offered (Canva's PNG first), import the pictures.
    await designs.getByRole('button', { name: /Induction night programme/ }).click();
    const panel = page.getByRole('region', { name: 'Import “Induction night programme”' });
    await expect(panel.getByRole('radio', { name: /PNG/ })).toBeChecked();
    await expect(panel.getByRole('radio')).toHaveCount(2);
    await panel.getByRole('button', { name: 'Import into the media library' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Canva is preparing the file…' })).toBeVisible();
    await expect(panel.getByText('Added “Induction night programme” to the media library (2 pictures).')).toBeVisible({
      timeout: 30_000,
    });
    await expect(panel.getByRole('list', { name: 'Imported pictures' }).getByRole('img')).toHaveCount(2);

    // "Show on Home at…" (issue 29, the importer's publish at a time): page 2 becomes a Home button at a second
    // a few seconds ahead; until then the site's public reply has nothing of it.
    await panel.getByRole('button', { name: 'Show on Home at…' }).click();
    const picker = page.getByRole('dialog', { name: 'Show “Induction night programme” on Home at…' });
    await picker.getByLabel('Button label').fill('Class of 2026 programme');
    await picker.getByLabel('Picture').selectOption({ label: 'Induction night programme (page 2)' });
    const { value, at } = localTimeAhead(12_000);
    await picker.getByLabel('Date and time').fill(value);
    await picker.getByRole('button', { name: 'Schedule: show on Home' }).click();
    await expect(panel.getByRole('status', { name: 'Show on Home' })).toContainText(
      'Scheduled: the “Class of 2026 programme” button on Home: goes live',
    );
    const homeLabels = async () => {
      const site = await (await request.get(`${product.baseUrl}/api/v1/sites/${SITE}/styling`)).json();
      return (site.homeButtons as { label: string }[]).map((b) => b.label);
    };
    expect(Date.now()).toBeLessThan(at);
    expect(await homeLabels()).not.toContain('Class of 2026 programme');
    await expect.poll(homeLabels, { timeout: 25_000 }).toContain('Class of 2026 programme');
    expect(Date.now()).toBeGreaterThanOrEqual(at);

    // The same design as one PDF: a document with its cover, ready to be a flipbook.
    await panel.getByRole('radio', { name: /PDF \(the whole design as one flipbook\)/ }).check();
    await panel.getByRole('button', { name: 'Import into the media library' }).click();
    await expect(panel.getByText(/Added “Induction night programme” to the media library as a PDF\./)).toBeVisible({
      timeout: 30_000,
    });
    await expect(panel.getByRole('list', { name: 'Imported PDF' }).getByRole('img')).toHaveCount(1);

    // They are in the media library.
    await panel.getByRole('link', { name: 'Open the media library' }).click();
    await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('Induction night programme');
    await expect(page.getByTestId('media-card')).toHaveCount(3);
    await expect(page.getByTestId('media-card').filter({ hasText: 'PDF (flipbook)' })).toHaveCount(1);
    await expect(page.getByTestId('media-card').filter({ hasText: 'Induction night programme (page' })).toHaveCount(2);
  });

  test('a design Canva cannot export says why; an import left under way goes on; the admin can disconnect', async ({
    page,
  }) => {
    await openImporter(page);
    await page.getByRole('searchbox', { name: 'Search Canva' }).fill('premium');
    const designs = page.getByRole('list', { name: 'Canva designs' });
    await expect(designs.getByRole('button')).toHaveCount(1);
    await designs.getByRole('button', { name: /Premium template/ }).click();
    const panel = page.getByRole('region', { name: 'Import “Premium template”' });
    await panel.getByRole('button', { name: 'Import into the media library' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Canva could not export “Premium template”: The design uses premium elements the user has no licence for.',
    );

    // An import left while Canva is still preparing it goes on from the list of recent imports.
    canva.pollsBeforeDone = 4;
    await page.getByRole('searchbox', { name: 'Search Canva' }).fill('banquet');
    await designs.getByRole('button', { name: /Hall of Fame banquet poster/ }).click();
    const banquet = page.getByRole('region', { name: 'Import “Hall of Fame banquet poster”' });
    await banquet.getByRole('button', { name: 'Import into the media library' }).click();
    await expect(banquet.getByText('Canva is preparing the file…')).toBeVisible();
    await page.reload();
    const recent = page.getByRole('table');
    const row = recent.getByRole('row').filter({ hasText: 'Hall of Fame banquet poster' });
    await expect(row).toContainText('Canva is preparing the file…');
    await expect(row).toContainText('Added 1 picture', { timeout: 30_000 });
    await expect(recent.getByRole('row').filter({ hasText: 'Premium template' })).toContainText(
      'Not imported: Canva could not export “Premium template”',
    );

    await page.getByRole('button', { name: 'Disconnect Canva' }).click();
    await expect(page.getByText('Your Canva account is disconnected from Laurel.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Canva', exact: true })).toBeVisible();
  });
});
