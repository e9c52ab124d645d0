import { expect, test, type Page } from './fixtures';
import { adminToken, authHeaders, createEntry, createFolder, deleteFolder } from './public-helpers';

// SPEC §2 redirect rules for a public visitor.

/**
 * The demo site has no legacy ids, and the API offers no way to set one, so the API's reply for a legacy id is
 * played back from the real reply of the current document with its `legacyId` filled in (docs/api.md: legacy
 * ids resolve to the current document).
 */
async function serveLegacy(page: Page, kind: 'categories' | 'entries', legacy: string, current: string) {
  await page.route(`**/api/v1/sites/default/${kind}/${legacy}*`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(legacy, current) });
    const body = await response.json();
    (kind === 'categories' ? body.category : body.entry).legacyId = legacy;
    await route.fulfill({ response, json: body });
  });
}

test('legacy folder and entry ids lead to the current ids', async ({ page }) => {
  await serveLegacy(page, 'categories', 'old-1970s', 'cat-1970s');
  await serveLegacy(page, 'entries', 'old-lawson', 'entry-isaiah-lawson');
  await page.goto('/category/default/old-1970s');
  await expect(page).toHaveURL(/\/category\/default\/cat-1970s$/);
  await expect(page.getByTestId('card')).toHaveCount(10);
  await page.goto('/entry/default/old-1970s/old-lawson');
  await expect(page).toHaveURL(/\/entry\/default\/cat-1970s\/entry-isaiah-lawson$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Isaiah Lawson' })).toBeVisible();
});

test('one visible folder goes straight in, one visible entry goes straight to it; backButton goes up instead', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const wrapper = await createFolder(request, token, {
    categoryName: 'Redirect Wrapper',
    layout: 'CategoriesCardLayout',
    parentCategoryID: 'cat-hall-of-fame',
  });
  try {
    const inner = await createFolder(request, token, {
      categoryName: 'Redirect Inner',
      layout: 'PersonCircleCardCategoryLayout',
      parentCategoryID: wrapper,
    });
    const empty = await createFolder(request, token, {
      categoryName: 'Redirect Empty',
      layout: 'PersonCircleCardCategoryLayout',
      parentCategoryID: wrapper,
    });
    const solo = await createEntry(request, token, inner, { firstName: 'Solo', lastName: 'Star', isLive: true });
    await createEntry(request, token, inner, { firstName: 'Hidden', lastName: 'Draft', isLive: false });
    await createEntry(request, token, inner, { isLive: true }); // a 'NEW PROFILE' placeholder

    // The wrapper has one visible folder (the empty one is hidden), which has one visible entry.
    await page.goto(`/subcategories/default/${wrapper}`);
    await expect(page).toHaveURL(new RegExp(`/entry/default/${inner}/${solo}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Solo Star' })).toBeVisible();

    // Back from the entry goes up past the single-entry folder and the single-folder list.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/subcategories\/default\/cat-hall-of-fame$/);
    await expect(page.getByTestId('card').filter({ hasText: 'Redirect Wrapper' })).toBeVisible();

    // An empty folder is not shown to visitors: its address leads Home.
    await page.goto(`/category/default/${empty}`);
    await expect(page).toHaveURL(/\/home\/default$/);
  } finally {
    await deleteFolder(request, token, wrapper);
  }
});

test('a records board or a person list with one entry stays on the folder page', async ({ page, request }) => {
  const token = await adminToken(request);
  const records = await createFolder(request, token, {
    categoryName: 'One Record Board',
    layout: 'RecordsLayout',
    parentCategoryID: 'cat-records',
  });
  const people = await createFolder(request, token, {
    categoryName: 'One Person List',
    layout: 'PersonListCategoryLayout',
    parentCategoryID: 'cat-records',
  });
  try {
    const res = await request.post(`/api/v1/sites/default/categories/${records}/record-columns`, {
      headers: authHeaders(token),
      data: { recordLabel: 'Most Aces', recordType: 'number', recordSortDirection: 'Descending', recordUnits: '' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { columnID } = await res.json();
    await createEntry(request, token, records, {
      firstName: 'Ace',
      lastName: 'Server',
      isLive: true,
      recordInfo: { name: 'Ace Server', recordValue: '42', columnID },
    });
    await createEntry(request, token, people, { firstName: 'Only', lastName: 'Coach', isLive: true });
    await page.goto(`/category/default/${records}`);
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/category/default/${records}$`));
    await page.goto(`/category/default/${people}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Only Coach' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/category/default/${people}$`));
  } finally {
    await deleteFolder(request, token, records);
    await deleteFolder(request, token, people);
  }
});
