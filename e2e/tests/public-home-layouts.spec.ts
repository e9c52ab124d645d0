import { expect, test } from './fixtures';
import { adminToken, authHeaders } from './public-helpers';

// Home shows the layout the site chose (SPEC §2: FiveColumnHomeLayout, SplitScreenSpotlight, HomeLayout2, HomeLayout9).

test('each home layout shows the title, the start button, the buttons and its grid or carousel folders', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const setLayout = (layout: string) =>
    request.patch('/api/v1/sites/default', { headers: authHeaders(token), data: { home: { layout } } });
  try {
    for (const layout of ['SplitScreenSpotlight', 'HomeLayout2', 'HomeLayout9', 'FiveColumnHomeLayout']) {
      const res = await setLayout(layout);
      expect(res.status(), await res.text()).toBe(200);
      await page.goto('/home/default');
      const home = page.locator(`[data-layout="${layout}"]`);
      await expect(home).toBeVisible();
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Northfield High School Athletic Hall of Fame');
      await expect(home.getByTestId('start-button')).toBeVisible();
      await expect(home.getByRole('button', { name: 'Game Schedule' })).toBeVisible();
      // By layout, the grid category's folders and/or the carousel categories.
      await expect(
        home.locator('[data-testid=home-grid], [data-testid=home-carousel]').getByTestId('card').first(),
      ).toBeVisible();
    }
  } finally {
    await setLayout('FiveColumnHomeLayout');
  }
});
