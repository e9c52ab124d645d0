import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { bearer, patchSite, rootVar, signInAsAdmin, SITE, styling, tokenFor } from './settings-helpers';
import { DEMO_ADMIN } from './shell-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// General: colours, home page and folder-page settings preview before saving and reach visitors' screens after.

const bannerColour = (page: Page) =>
  page
    .getByTestId('site-preview')
    .locator('[data-part="banner"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('a new primary colour previews before saving and shows on a visitor’s open page after saving', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  // A visitor has the home page open in another browser.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/home/${SITE}`);
  await expect(visitor.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/ })).toBeVisible();
  expect(await rootVar(visitor, '--laurel-primary')).toBe('#7a1f2b');

  try {
    await signInAsAdmin(page, `/settings/${SITE}/general`);
    const primary = page.getByLabel('Primary colour', { exact: true });
    await expect(primary).toHaveValue('#7a1f2b');
    expect(await bannerColour(page)).toBe('rgb(122, 31, 43)');

    // An unreadable colour: SPEC's message next to the field, nothing saved.
    await primary.fill('not-a-colour');
    await expect(page.getByText('Invalid primary color value.')).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the highlighted fields to save.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    expect((await styling(request)).colors.primary).toBe('#7a1f2b');

    // A preset: the preview changes at once, visitors still see the saved colour.
    await page.getByRole('button', { name: 'Forest green (#166534)' }).click();
    await expect(primary).toHaveValue('#166534');
    await expect.poll(() => bannerColour(page)).toBe('rgb(22, 101, 52)');
    expect(await rootVar(visitor, '--laurel-primary')).toBe('#7a1f2b');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    // The visitor's page follows without a reload.
    await expect.poll(() => rootVar(visitor, '--laurel-primary'), { timeout: 10_000 }).toBe('#166534');
    expect((await styling(request)).primaryColor).toBe('#166534');
  } finally {
    await patchSite(request, token, { primaryColor: original.primaryColor, colors: original.colors });
  }
});

test('custom colours warn when text would be hard to read, and kiosk, home and folder-page settings are checked', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  try {
    await signInAsAdmin(page, `/settings/${SITE}/general`);
    await expect(page.getByRole('switch', { name: 'Use custom colours' })).toBeChecked();
    const startText = page.getByRole('textbox', { name: 'Start button text colour' });
    await startText.fill('#f3c969');
    await expect(page.getByRole('status', { name: 'Contrast warnings' })).toContainText(
      'Start button text colour on start button has a contrast of 1:1',
    );
    await startText.fill('#2b0d12');
    await expect(page.getByRole('status', { name: 'Contrast warnings' })).toHaveCount(0);

    // Return home: default 6 minutes; zero is refused with a message.
    const timeout = page.getByLabel('Return home after (minutes)');
    await expect(timeout).toHaveValue('6');
    await timeout.fill('0');
    await expect(page.getByText(/a number from 0.5 to 1440/)).toBeVisible();
    await timeout.fill('2');

    // Home title and a folder-page label preview before saving.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Northfield Huskies Hall of Fame');
    await expect(page.getByTestId('site-preview')).toContainText('Northfield Huskies Hall of Fame');
    await page.getByRole('textbox', { name: 'Graduation date' }).fill('Class of');
    await page.getByRole('checkbox', { name: 'Activity' }).first().check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    const saved = await styling(request);
    expect(saved.text.returnHomeTimeout).toBe(120_000);
    expect(saved.home.title).toBe('Northfield Huskies Hall of Fame');
    expect(saved.categoryPage.labels.graduationDate).toBe('Class of');
    expect(saved.categoryPage.filterCategories).toContain('activity');
  } finally {
    await patchSite(request, token, {
      colors: original.colors,
      home: original.home,
      text: { returnHomeTimeout: original.text.returnHomeTimeout },
      categoryPage: original.categoryPage,
    });
  }
});

/** Uploads a demo photo under a name of its own (to find it in the picker); returns its id and file address. */
async function upload(request: APIRequestContext, token: string, file: string, name: string) {
  const buffer = readFileSync(join(__dirname, '..', '..', 'services', 'api', 'demo', 'media', file));
  const res = await request.post(`/api/v1/sites/${SITE}/media`, {
    headers: bearer(token),
    multipart: { file: { name, mimeType: 'image/jpeg', buffer }, description: 'General settings journey' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const media = (await res.json()) as { _id: string; url: string };
  return { id: media._id, file: new URL(media.url, 'http://x').pathname.split('/').pop()! };
}

test('a logo and a background photo are chosen from the media library, previewed, and shown to visitors after saving', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  const stamp = Date.now();
  const logo = await upload(request, token, 'gallery-isaiah-lawson-1.jpg', `crest-${stamp}.jpg`);
  const backdrop = await upload(request, token, 'gallery-tanya-castillo-2.jpg', `gym-${stamp}.jpg`);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/home/${SITE}`);
  await expect(visitor.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/ })).toBeVisible();
  const visitorShows = (file: string) =>
    visitor.evaluate((f) => document.querySelector('.ps-home-wrap')?.outerHTML.includes(f) ?? false, file);
  try {
    await signInAsAdmin(page, `/settings/${SITE}/general`);
    const preview = page.getByTestId('site-preview');
    for (const [label, name] of [
      ['logo', `crest-${stamp}.jpg`],
      ['background photo', `gym-${stamp}.jpg`],
    ] as const) {
      await page.getByRole('button', { name: `Change ${label}` }).click();
      const dialog = page.getByRole('dialog', { name: `Choose: ${label[0].toUpperCase()}${label.slice(1)}` });
      await dialog.getByLabel('Search the media library').fill(name.replace('.jpg', ''));
      await dialog.getByRole('button', { name }).click();
      await expect(dialog).toHaveCount(0);
    }
    // The preview draws them before saving; visitors still see the saved ones.
    await expect(preview.locator('[data-part="banner"] img')).toHaveAttribute(
      'src',
      new RegExp(logo.file.split('.')[0]),
    );
    await expect(preview.locator('[data-part="background"] > .st-preview__bg img')).toHaveAttribute(
      'src',
      new RegExp(backdrop.file.split('.')[0]),
    );
    expect(await visitorShows(logo.file.split('.')[0])).toBe(false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    const saved = await styling(request);
    expect(saved.primaryLogo._id).toBe(logo.id);
    expect(saved.backgroundImage._id).toBe(backdrop.id);
    // The visitor's open home follows without a reload: the new logo and background.
    await expect.poll(() => visitorShows(logo.file.split('.')[0]), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => visitorShows(backdrop.file.split('.')[0]), { timeout: 10_000 }).toBe(true);
  } finally {
    await patchSite(request, token, {
      primaryLogo: original.primaryLogo?._id ?? null,
      backgroundImage: original.backgroundImage?._id ?? null,
    });
  }
});

test('dark mode previews before saving and reaches a visitor’s open page without a reload', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenFor(request, DEMO_ADMIN);
  const original = await styling(request);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/category/${SITE}/cat-1990s`);
  await expect(visitor.getByTestId('card').first()).toBeVisible();
  const pageColours = () =>
    visitor.evaluate(() => {
      const name = document.querySelector('[data-testid=card]')!;
      return `${getComputedStyle(document.body).backgroundColor} ${getComputedStyle(name).color}`;
    });
  const light = await pageColours();
  const previewBackground = () =>
    page
      .getByTestId('site-preview')
      .locator('[data-part="background"]')
      .evaluate((el) => getComputedStyle(el.closest('.st-preview')!).backgroundColor);
  try {
    await signInAsAdmin(page, `/settings/${SITE}/general`);
    const lightPreview = await previewBackground();
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await expect.poll(previewBackground).not.toBe(lightPreview);
    expect(await pageColours()).toBe(light);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    await expect.poll(pageColours, { timeout: 10_000 }).not.toBe(light);
    expect(await rootVar(visitor, '--laurel-color-scheme')).toBe('dark');

    // …and off again.
    await page.getByRole('switch', { name: 'Dark mode' }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Visitors’ screens show it now.')).toBeVisible();
    await expect.poll(pageColours, { timeout: 10_000 }).toBe(light);
  } finally {
    await patchSite(request, token, { colors: original.colors });
  }
});
