import { expect, test } from './fixtures';
import { DEMO_EDITOR, SITE, startSignedIn } from './cms-helpers';

// /post-redirect: back from an editing flow to a page of the site, never to another site's address.

// The editor lands on the cms remote's page first, so the public site's pages load only when the redirect opens
// one: that page renders (it once threw React #306, a lazy page resolved to another lazy; remote-page.spec.tsx).

test('post-redirect goes on to the page it names, and to Home for anything else', async ({ page }) => {
  await startSignedIn(page, DEMO_EDITOR);
  await page.goto(`/post-redirect/${SITE}?to=${encodeURIComponent('/category/default/cat-records')}`);
  await expect(page).toHaveURL(/\/category\/default\/cat-records$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Record Boards');
  await page.goto(`/post-redirect/${SITE}?to=${encodeURIComponent('https://evil.example/phish')}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
  await page.goto(`/post-redirect/${SITE}`);
  await expect(page).toHaveURL(new RegExp(`/home/${SITE}$`));
});
