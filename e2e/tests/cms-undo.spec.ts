import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, authHeaders, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// Undo in the toast (issue 29): after delete, move, copy, publish or unpublish, of one card or many, the toast
// offers Undo, and Undo puts the folder back as it was: the same cards, in the same order, in the same states.

const API = `/api/v1/sites/${SITE}`;
/** Custom order, deliberately not alphabetical; Alpha and Echo are drafts. */
const PEOPLE = [
  { firstName: 'Zulu', isLive: true },
  { firstName: 'Alpha', isLive: false },
  { firstName: 'Mike', isLive: true },
  { firstName: 'Echo', isLive: false },
  { firstName: 'Kilo', isLive: true },
];

/** The folder's cards as the editor sees them: name and Draft badge, in page order (the editor's card controls;
 * the visitor's list item around each also carries data-card-id, for paging). */
const cards = (page: Page) =>
  page
    .locator('.cms-card[data-card-id]')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.textContent?.match(/Zulu|Alpha|Mike|Echo|Kilo/)?.[0]}${el.classList.contains('is-draft') ? ' (draft)' : ''}`,
      ),
    );
const BEFORE = ['Zulu', 'Alpha (draft)', 'Mike', 'Echo (draft)', 'Kilo'];

const stored = async (request: APIRequestContext, token: string, folder: string) =>
  (await (await request.get(`${API}/categories/${folder}?cms=1`, { headers: authHeaders(token) })).json()) as {
    category: { entries: string[] };
    entries: { firstName: string }[];
  };

/** Presses Undo in the toast that says `text`, and waits until it is done. */
async function undo(page: Page, text: string | RegExp) {
  const toast = page.locator('.cms-notice', { hasText: text });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.cms-notice', { hasText: 'Undone: everything is back as it was.' })).toBeVisible();
}

test('Undo after delete, move, copy, publish and unpublish puts the folder back as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await adminToken(request);
  const stamp = Date.now();
  const folder = await createFolder(request, token, { categoryName: `Undo journey ${stamp}` });
  const target = await createFolder(request, token, { categoryName: `Undo target ${stamp}` });
  const custom = await request.patch(`${API}/categories/${folder}`, {
    headers: authHeaders(token),
    data: { entryOrder: 'custom' },
  });
  expect(custom.status(), await custom.text()).toBe(200);
  for (const p of PEOPLE) await createEntry(request, token, folder, { ...p, lastName: 'Undo' });
  const savedOrder = (await stored(request, token, folder)).category.entries;
  try {
    await signInToEdit(page, DEMO_ADMIN, `/category/${SITE}/${folder}`);
    await expect.poll(() => cards(page)).toEqual(BEFORE);
    const bar = page.getByRole('toolbar', { name: 'Selected cards' });
    const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name} Undo` }).check();
    const backAsBefore = async () => {
      await expect.poll(() => cards(page)).toEqual(BEFORE);
      expect((await stored(request, token, folder)).category.entries).toEqual(savedOrder);
      await page.reload();
      await expect.poll(() => cards(page)).toEqual(BEFORE);
    };

    // Delete one (Alpha, second in the order).
    await select('Alpha');
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: /^Delete / })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => cards(page)).toEqual(['Zulu', 'Mike', 'Echo (draft)', 'Kilo']);
    await undo(page, '1 item moved to Recently deleted.');
    await backAsBefore();

    // Delete many (Zulu, Mike, Kilo).
    for (const n of ['Zulu', 'Mike', 'Kilo']) await select(n);
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: /^Delete / })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => cards(page)).toEqual(['Alpha (draft)', 'Echo (draft)']);
    await undo(page, '3 items moved to Recently deleted.');
    await backAsBefore();

    // Move two (Mike, Echo) into the other folder, then Undo: they come back to their places, the target is empty.
    for (const n of ['Mike', 'Echo']) await select(n);
    await bar.getByRole('button', { name: 'Move…' }).click();
    const move = page.getByRole('dialog', { name: /Move 2 items to/ });
    await move.getByRole('radio', { name: new RegExp(`Undo target ${stamp}`) }).check();
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect.poll(() => cards(page)).toEqual(['Zulu', 'Alpha (draft)', 'Kilo']);
    expect((await stored(request, token, target)).entries).toHaveLength(2);
    await undo(page, '2 items moved.');
    await backAsBefore();
    expect((await stored(request, token, target)).entries).toHaveLength(0);

    // Copy one into the other folder, then Undo: the copy is gone, the folder unchanged.
    await select('Zulu');
    await bar.getByRole('button', { name: 'Copy…' }).click();
    const copy = page.getByRole('dialog', { name: /Copy 1 item to/ });
    await copy.getByRole('radio', { name: new RegExp(`Undo target ${stamp}`) }).check();
    await copy.getByRole('button', { name: 'Copy here' }).click();
    await expect.poll(async () => (await stored(request, token, target)).entries.length).toBe(1);
    await undo(page, '1 profile copied.');
    await expect.poll(async () => (await stored(request, token, target)).entries.length).toBe(0);
    await backAsBefore();

    // Publish many (all five): a visitor sees all five; Undo: the drafts are drafts again, for the visitor too.
    // What a visitor is served (the public read, no session): names of the folder's profiles, in order.
    const guestNames = async () =>
      ((await (await request.get(`${API}/categories/${folder}`)).json()).entries as { firstName: string }[]).map(
        (e) => e.firstName,
      );
    expect(await guestNames()).toEqual(['Zulu', 'Mike', 'Kilo']);
    await select('Zulu');
    await bar.getByRole('button', { name: 'Select all' }).click();
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => cards(page)).toEqual(['Zulu', 'Alpha', 'Mike', 'Echo', 'Kilo']);
    await expect.poll(guestNames, { timeout: 15_000 }).toEqual(['Zulu', 'Alpha', 'Mike', 'Echo', 'Kilo']);
    await undo(page, '5 items published.');
    await backAsBefore();
    await expect.poll(guestNames, { timeout: 15_000 }).toEqual(['Zulu', 'Mike', 'Kilo']);

    // Unpublish one from its profile page; Undo there; the folder is as it was, and the visitor sees Zulu again.
    await page.getByRole('link', { name: /Zulu Undo/ }).click();
    const profile = page.getByRole('toolbar', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Unpublish' }).click();
    await expect(profile.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect.poll(guestNames, { timeout: 15_000 }).toEqual(['Mike', 'Kilo']);
    await undo(page, 'The profile is unpublished');
    await expect(profile.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await page.goto(`/category/${SITE}/${folder}`);
    await backAsBefore();
    await expect.poll(guestNames, { timeout: 15_000 }).toEqual(['Zulu', 'Mike', 'Kilo']);
  } finally {
    await deleteFolder(request, token, folder);
    await deleteFolder(request, token, target);
  }
});
