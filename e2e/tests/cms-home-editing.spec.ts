import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit, visitor } from './cms-helpers';
import { pageReady } from './public-helpers';

// Home edited on the page by an admin: its layout, its grid folder, a folder's card layout, the sponsors and
// the Image/Text home buttons; a visitor's Home shows each change. Every journey puts the demo site back.

const API = '/api/v1';

interface StoredButton {
  buttonId: string;
  type: string;
  label: string;
  data: { url?: string; text?: string; username?: string; image?: { _id: string } | null };
}
interface StoredSite {
  home: { layout: string; gridCategoryId: string | null };
  homeButtons: StoredButton[];
  sponsorImages: { _id: string }[];
  presentingSponsorImages: { _id: string }[];
}

const siteNow = async (request: APIRequestContext): Promise<StoredSite> =>
  (await request.get(`${API}/sites/${SITE}/styling`)).json();

/** Puts the home settings, sponsors and buttons back as they were (the server keeps Twitter's confirmation). */
async function restore(request: APIRequestContext, before: StoredSite) {
  const token = await adminToken(request);
  const site = await request.patch(`${API}/sites/${SITE}`, {
    headers: authHeaders(token),
    data: {
      home: { layout: before.home.layout, gridCategoryId: before.home.gridCategoryId },
      sponsorImages: before.sponsorImages.map((m) => m._id),
      presentingSponsorImages: before.presentingSponsorImages.map((m) => m._id),
    },
  });
  expect(site.status(), await site.text()).toBe(200);
  const homeButtons = before.homeButtons.map(({ buttonId, type, label, data }) => ({
    buttonId,
    type,
    label,
    data: Object.fromEntries(
      Object.entries(data)
        .filter(([k]) => k !== 'confirmed')
        .map(([k, v]) => [k, k === 'image' ? ((v as { _id: string } | null)?._id ?? null) : v]),
    ),
  }));
  const buttons = await request.put(`${API}/sites/${SITE}/home-buttons`, {
    headers: authHeaders(token),
    data: { homeButtons },
  });
  expect(buttons.status(), await buttons.text()).toBe(200);
  const after = await siteNow(request);
  const shape = (s: StoredSite) => ({
    layout: s.home.layout,
    grid: s.home.gridCategoryId,
    sponsors: s.sponsorImages.map((m) => m._id),
    presenting: s.presentingSponsorImages.map((m) => m._id),
    buttons: s.homeButtons,
  });
  expect(shape(after)).toEqual(shape(before));
}

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });

async function openHomePanel(page: Page) {
  await page.getByRole('button', { name: 'Edit home page' }).click();
  const panel = page.getByRole('dialog', { name: 'Home page' });
  await expect(panel).toBeVisible();
  return panel;
}

test('an admin switches the home layout, the grid folder and a folder’s card layout; a visitor sees each', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await siteNow(request);
  const token = await adminToken(request);
  const guest = await visitor(browser);
  try {
    await signInToEdit(page, DEMO_ADMIN);
    const panel = await openHomePanel(page);
    for (const [label, layout] of [
      ['Split screen spotlight', 'SplitScreenSpotlight'],
      ['Hero with grid below', 'HomeLayout2'],
      ['Buttons, brand, folders', 'HomeLayout9'],
      ['Five columns (news, welcome, buttons)', 'FiveColumnHomeLayout'],
    ]) {
      await panel.getByRole('combobox', { name: 'Home layout' }).selectOption({ label });
      await saved(page);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await guest.goto(`/home/${SITE}`);
      await expect(guest.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Northfield High School Athletic Hall of Fame');
    }

    // The grid shows Record Boards' sub-folders instead of Hall of Fame's.
    await panel.getByRole('combobox', { name: 'Grid folder' }).selectOption({ label: 'Record Boards' });
    await saved(page);
    await guest.goto(`/home/${SITE}`);
    const grid = guest.getByTestId('home-grid');
    await expect(grid.getByRole('heading', { name: 'Record Boards' })).toBeVisible();
    await expect(grid.getByTestId('card').filter({ hasText: 'Track & Field' })).toBeVisible();
    await expect(grid.getByTestId('card').filter({ hasText: 'Inductees by Decade' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close' }).click();

    // A folder's cards: Inductees by Decade from photo cards to circles.
    await page.goto(`/subcategories/${SITE}/cat-inductees-by-decade`);
    await page.getByRole('button', { name: 'Folder settings' }).click();
    const layoutBox = page.getByRole('combobox', { name: 'Layout' });
    await expect(layoutBox).toHaveValue('CategoriesCardLayout2');
    await layoutBox.selectOption({ label: 'Circles' });
    await saved(page);
    await guest.goto(`/subcategories/${SITE}/cat-inductees-by-decade`);
    await pageReady(guest);
    const cards = guest.locator('ul[data-layout="PersonCircleCardCategoryLayout"]').getByTestId('card');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toHaveClass(/ui-card--circle/);
    expect(await cards.locator('.ui-card__title').allInnerTexts()).toEqual([
      '1970s',
      '1980s',
      '1990s',
      '2000s',
      '2010s',
    ]);
  } finally {
    // The editor's page goes first, so no save of its can land after the demo site is put back.
    await page.close();
    await guest.context().close();
    await restore(request, before);
    await request.patch(`${API}/sites/${SITE}/categories/cat-inductees-by-decade`, {
      headers: authHeaders(token),
      data: { layout: 'CategoriesCardLayout2' },
    });
  }
});

test('an admin changes the sponsors and the Image and Text home buttons; a visitor’s Home follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const before = await siteNow(request);
  const guest = await visitor(browser);
  try {
    await signInToEdit(page, DEMO_ADMIN);
    const panel = await openHomePanel(page);

    // Sponsors: remove the first, add the logo from the library, move it one place earlier.
    const sponsors = panel.getByRole('list', { name: 'Sponsors', exact: true });
    await expect(sponsors.getByRole('listitem')).toHaveCount(4);
    await sponsors.getByRole('button', { name: 'Remove photo 1' }).click();
    await saved(page);
    await sponsors.locator('..').getByRole('button', { name: 'Add a photo…' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to sponsors' });
    await picker.getByRole('searchbox', { name: 'Search the media library' }).fill('Northfield logo');
    await picker.getByRole('button', { name: 'Northfield logo' }).click();
    await expect(picker).toHaveCount(0);
    await saved(page);
    await sponsors.getByRole('button', { name: 'Move photo 4 earlier' }).click();
    await saved(page);

    // Buttons: rename the Image button, remove the Text one, add a Text and an Image button.
    const buttons = panel.getByRole('listitem', { name: /^Home button/ });
    await panel.getByRole('textbox', { name: 'Button 1 label' }).fill('Record Books');
    await expect(panel.getByRole('textbox', { name: 'Button 2 label' })).toHaveValue('About the Hall');
    await buttons.nth(1).getByRole('button', { name: 'Remove' }).click();
    await panel.getByRole('button', { name: 'Add button' }).click();
    const n = await buttons.count();
    await panel.getByRole('textbox', { name: `Button ${n} label` }).fill('Parking');
    await panel
      .getByRole('textbox', { name: `Button ${n} text` })
      .fill('Visitors park in Lot B, beside the Fieldhouse.');
    await panel.getByRole('button', { name: 'Add button' }).click();
    await panel.getByRole('combobox', { name: `Button ${n + 1} type` }).selectOption({ label: 'Image link' });
    await panel.getByRole('textbox', { name: `Button ${n + 1} label` }).fill('Our Coaches');
    await panel.getByRole('textbox', { name: `Button ${n + 1} link` }).fill(`/category/${SITE}/cat-coaches`);
    await buttons.nth(n).getByRole('button', { name: 'Choose image…' }).click();
    const imagePicker = page.getByRole('dialog', { name: `Image for button ${n + 1}` });
    await imagePicker.getByRole('searchbox', { name: 'Search the media library' }).fill('Stadium lights');
    await imagePicker.getByRole('button', { name: 'Stadium lights' }).click();
    await saved(page);

    // The visitor's Home.
    await guest.goto(`/home/${SITE}`);
    await pageReady(guest);
    const row = guest.getByRole('list', { name: 'Sponsors', exact: true }).getByRole('img');
    await expect(row).toHaveCount(4);
    expect(await row.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual([
      'Miller Hardware',
      'Lakeshore Dental',
      'Northfield logo',
      'Grant Auto Group',
    ]);
    const more = guest.getByRole('navigation', { name: 'More' });
    await expect(more.getByRole('button', { name: 'About the Hall' })).toHaveCount(0);
    await expect(more.getByRole('button', { name: 'Record Boards' })).toHaveCount(0);
    await expect(more.getByRole('button', { name: 'Record Books' })).toBeVisible();
    await more.getByRole('button', { name: 'Parking' }).click();
    await expect(guest.getByRole('dialog', { name: 'Parking' })).toContainText(
      'Visitors park in Lot B, beside the Fieldhouse.',
    );
    await guest.keyboard.press('Escape');
    const coaches = more.getByRole('button', { name: 'Our Coaches' });
    await expect(coaches.locator('img')).toHaveAttribute('src', /background/);
    await coaches.click();
    await expect(guest).toHaveURL(new RegExp(`/category/${SITE}/cat-coaches$`));
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Legendary Coaches');
  } finally {
    // The editor's page goes first, so no save of its can land after the demo site is put back.
    await page.close();
    await guest.context().close();
    await restore(request, before);
  }
});
