import { expect, test } from './fixtures';
import { DEMO_EDITOR, SITE, signInToEdit } from './cms-helpers';

// /post-redirect: back from an editing flow to a page of the site, never to another site's address.

// (React #306 here, a lazy remote page opened before its remote had loaded, is fixed in the shell's
// remote-page.tsx; this journey no longer allows it.)

test('post-redirect goes on to the page it names, and to Home for anything else', async ({ page }) => {
  await signInToEdit(page, DEMO_EDITOR);
  await page.goto(`/post-redirect/${SITE}?to=${encodeURIComponent('/category/default/cat-records')}`);
  await expect(page).toHaveURL(/\/category\/default\/cat-records$/);
  await page.goto(`/post-redirect/${SITE}?to=${encodeURIComponent('https://evil.example/phish')}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
  await page.goto(`/post-redirect/${SITE}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
});
