import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminToken, authHeaders, createEntry, createFolder, deleteFolder, pageReady, SITE } from './public-helpers';

// The four card layouts no other journey draws (SPEC §9): a visitor sees a folder's sub-folders and profiles in
// the layout the folder chose, in the folder's order, and a tap opens one. The folders are the journey's own.

test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

const setLayout = async (request: APIRequestContext, token: string, id: string, layout: string) => {
  const res = await request.patch(`/api/v1/sites/${SITE}/categories/${id}`, {
    headers: authHeaders(token),
    data: { layout },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** A parent with the sub-folders Alpha, Bravo and Charlie, each holding two published profiles. */
async function folders(request: APIRequestContext, token: string) {
  const parent = await createFolder(request, token, { categoryName: `Layouts journey ${Date.now()}` });
  const ids: Record<string, string> = {};
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    ids[name] = await createFolder(request, token, { categoryName: name, parentCategoryID: parent });
    for (const lastName of ['Avery', 'Brooks'])
      await createEntry(request, token, ids[name], { firstName: name, lastName, isLive: true });
  }
  return { parent, ids };
}

const titles = (page: Page) => page.getByTestId('card').locator('.ui-card__title').allInnerTexts();

const CARD_LAYOUTS = [
  { layout: 'CategoriesCardLayout4', variant: 'portrait' },
  { layout: 'CategoriesPillLayout', variant: 'pill' },
  { layout: 'CategoryCarousel', variant: 'overlay' },
] as const;

test('tall portraits, pills and the carousel show folders and profiles in order; a tap opens one', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const { parent, ids } = await folders(request, token);
  try {
    for (const { layout, variant } of CARD_LAYOUTS) {
      await setLayout(request, token, parent, layout);
      await setLayout(request, token, ids.Bravo, layout);
      await page.goto(`/subcategories/${SITE}/${parent}`);
      await pageReady(page);
      const cards = page.getByTestId('card');
      await expect(cards).toHaveCount(3);
      expect(await titles(page), layout).toEqual(['Alpha', 'Bravo', 'Charlie']);
      for (const card of await cards.all()) await expect(card).toHaveClass(new RegExp(`ui-card--${variant}\\b`));

      if (layout === 'CategoriesCardLayout4') {
        // A tall photo: three high for four wide.
        const box = (await cards.first().locator('.ui-card__media').boundingBox())!;
        expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
        await expect(page.locator(`ul[data-layout="${layout}"]`)).toBeVisible();
      } else if (layout === 'CategoriesPillLayout') {
        // Names only: no photo in any pill.
        await expect(page.locator('.ui-card__media')).toHaveCount(0);
        await expect(page.locator(`ul[data-layout="${layout}"]`)).toBeVisible();
      } else {
        // A carousel of slides with previous/next buttons.
        const carousel = page.locator('[aria-roledescription="carousel"]');
        await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
        await expect(carousel.getByRole('group', { name: '2 of 3' })).toContainText('Bravo');
        await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
      }

      // A tap on Bravo opens it: its two profiles, in the same layout, in their order.
      await cards.filter({ hasText: 'Bravo' }).tap();
      await expect(page).toHaveURL(new RegExp(`/category/${SITE}/${ids.Bravo}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bravo');
      await expect(cards).toHaveCount(2);
      expect(await titles(page), layout).toEqual(['Bravo Avery', 'Bravo Brooks']);
      for (const card of await cards.all()) await expect(card).toHaveClass(new RegExp(`ui-card--${variant}\\b`));
      await cards.filter({ hasText: 'Bravo Brooks' }).tap();
      await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${ids.Bravo}/`));
      await expect(page.getByRole('heading', { name: 'Bravo Brooks' })).toBeVisible();
    }
  } finally {
    await deleteFolder(request, token, parent);
  }
});

test('the alternating person list shows every profile in full, photos left then right, in order', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const { parent, ids } = await folders(request, token);
  try {
    const extra = await createEntry(request, token, ids.Alpha, {
      firstName: 'Alpha',
      lastName: 'Carter',
      isLive: true,
    });
    await setLayout(request, token, ids.Alpha, 'PersonListCategoryLayout2');
    await page.goto(`/category/${SITE}/${ids.Alpha}`);
    await pageReady(page);
    const list = page.locator('ul[data-layout="PersonListCategoryLayout2"]');
    await expect(list).toHaveClass(/ps-people--alt/);
    const people = list.locator('.ps-person');
    await expect(people).toHaveCount(3);
    expect(await list.locator('.ps-person__name').allInnerTexts()).toEqual([
      'Alpha Avery',
      'Alpha Brooks',
      'Alpha Carter',
    ]);
    // Alternating: the first and third have their photo on the left, the second on the right.
    for (const [i, photoLeft] of [
      [0, true],
      [1, false],
      [2, true],
    ] as const) {
      const photo = (await people.nth(i).locator('.ps-person__photo').boundingBox())!;
      const text = (await people.nth(i).locator('.ps-person__text').boundingBox())!;
      expect(photo.x < text.x, `person ${i + 1}: photo on the ${photoLeft ? 'left' : 'right'}`).toBe(photoLeft);
    }
    // Shown in full here, so a visitor opening one of them is sent back to this list (SPEC §2).
    await page.goto(`/entry/${SITE}/${ids.Alpha}/${extra}`);
    await expect(page).toHaveURL(new RegExp(`/category/${SITE}/${ids.Alpha}$`));
    await expect(list.locator('.ps-person__name')).toHaveCount(3);
  } finally {
    await deleteFolder(request, token, parent);
  }
});
