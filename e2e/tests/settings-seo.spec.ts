import { expect, test } from './fixtures';
import { patchSite, signInAsAdmin, SITE, styling, tokenFor } from './settings-helpers';
import { DEMO_ADMIN } from './shell-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// SEO: the title, description and author go into the HTML the server sends, with link-preview tags.

test('the SEO settings preview as a search result and appear in the HTML of public pages', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  try {
    await signInAsAdmin(page, `/settings/${SITE}/seo`);
    await page.getByLabel('Title', { exact: true }).fill('Northfield Huskies Hall of Fame');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Every Husky legend since 1921: inductees, champions and records.');
    await page.getByLabel('Author', { exact: true }).fill('Northfield Athletics');
    const preview = page.getByTestId('seo-preview');
    await expect(preview).toContainText('Northfield Huskies Hall of Fame');
    await expect(preview).toContainText('Every Husky legend since 1921');

    // Too long a title: explained, not saved.
    await page.getByLabel('Title', { exact: true }).fill('x'.repeat(80));
    await expect(page.getByText('Keep the title to 70 characters or fewer.')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Northfield Huskies Hall of Fame');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();

    // What a crawler or a link preview reads, without running any script.
    const html = await (await request.get(`/home/${SITE}`)).text();
    expect(html).toContain('<title>Northfield Huskies Hall of Fame</title>');
    expect(html).toContain(
      '<meta name="description" content="Every Husky legend since 1921: inductees, champions and records." />',
    );
    expect(html).toContain('<meta name="author" content="Northfield Athletics" />');
    expect(html).toContain('<meta property="og:title" content="Northfield Huskies Hall of Fame" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/v1\/media\/default\//);
    const folder = await (await request.get(`/category/${SITE}/cat-1970s`)).text();
    expect(folder).toContain('<title>1970s | Northfield Huskies Hall of Fame</title>');
  } finally {
    await patchSite(request, token, {
      text: {
        metaTitle: original.text.metaTitle,
        metaDescription: original.text.metaDescription,
        metaAuthor: original.text.metaAuthor,
      },
    });
  }
});
