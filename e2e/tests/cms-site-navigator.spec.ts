import { expect, test } from './fixtures';
import { createEntry, createFolder, deleteFolder } from './public-helpers';
import { adminToken, DEMO_ADMIN, SITE, signInToEdit } from './cms-helpers';

// The site navigator (SPEC §2): from the editing bar, a tree of the site shows where the editor is (the path to
// the page open, the page marked), opens and closes folders, finds a page by name and goes there — all of it
// with the keyboard alone (the WAI-ARIA tree view keys).

test('the site map shows where the editor is, and takes them anywhere by keyboard or search', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const stamp = Date.now();
  const outer = await createFolder(request, token, { categoryName: `Navigator Hall ${stamp}` });
  const inner = await createFolder(request, token, { categoryName: 'Navigator Swimming', parentCategoryID: outer });
  const ada = await createEntry(request, token, inner, { firstName: 'Ada', lastName: 'Navigator', isLive: true });
  await createEntry(request, token, inner, { firstName: 'Grace', lastName: 'Navigator', isLive: false });
  try {
    await signInToEdit(page, DEMO_ADMIN, `/entry/${SITE}/${inner}/${ada}`);
    const open = page.getByRole('button', { name: 'Site map' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const tree = page.getByRole('tree', { name: 'Site map' });
    // The path to the profile being edited is open, and the profile is the selected row, focused.
    const here = tree.getByRole('treeitem', { name: 'Ada Navigator' });
    await expect(here).toHaveAttribute('aria-selected', 'true');
    await expect(here).toHaveAttribute('aria-current', 'page');
    await expect(here).toContainText('You are here');
    await expect(here).toBeFocused();
    await expect(tree.getByRole('treeitem', { name: `Navigator Hall ${stamp}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const swimming = tree.getByRole('treeitem', { name: 'Navigator Swimming' });
    await expect(swimming).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('treeitem', { name: 'Grace Navigator' })).toContainText('Draft');

    // Keyboard only: Down to Grace, Left to her folder, Left closes it, Right opens it again, Enter goes there.
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: 'Grace Navigator' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(swimming).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(swimming).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('treeitem', { name: 'Ada Navigator' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(swimming).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/category/${SITE}/${inner}$`));
    await expect(tree).toBeHidden();

    // On the folder's page, the folder is the marked row; Escape closes and gives focus back to the button.
    await open.click();
    await expect(tree.getByRole('treeitem', { name: 'Navigator Swimming' })).toHaveAttribute('aria-selected', 'true');
    await expect(tree.getByRole('treeitem', { name: 'Navigator Swimming' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tree.getByRole('treeitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tree).toBeHidden();
    await expect(open).toBeFocused();

    // Search finds a draft profile by name; Down from the search box enters the results, Enter goes there.
    await page.keyboard.press('Enter');
    await page.getByRole('searchbox', { name: 'Find a page' }).fill('grace');
    const grace = tree.getByRole('treeitem', { name: 'Grace Navigator' });
    await expect(grace).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'Ada Navigator' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Find a page' }).press('ArrowDown');
    await page.keyboard.press('End');
    await expect(grace).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/entry/${SITE}/${inner}/`));
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');

    // A click on Home goes home, and Home is then where the editor is.
    await open.click();
    await page.getByRole('searchbox', { name: 'Find a page' }).fill('zzzz-nothing');
    await expect(page.getByText('Nothing matches “zzzz-nothing”.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a page' }).fill('');
    await tree.getByRole('treeitem', { name: 'Home' }).getByText('Home', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
    await open.click();
    await expect(tree.getByRole('treeitem', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    await deleteFolder(request, token, outer);
  }
});
