import { expect, test } from './fixtures';
import { DEMO_EDITOR, expectDemoHome, signIn } from './shell-helpers';
import { API, bearer, SETTINGS_PAGES, SITE, tokenFor } from './settings-helpers';

// Settings are for admins: an editor is sent Home from every settings URL, and the API refuses their calls.

test('an editor who is not an admin is sent Home from every settings URL', async ({ page }) => {
  await page.goto(`/login/${SITE}`);
  await signIn(page, DEMO_EDITOR);
  await expectDemoHome(page);
  for (const path of [`/settings/${SITE}`, ...SETTINGS_PAGES.map((p) => `/settings/${SITE}/${p}`)]) {
    await page.goto(path);
    await expectDemoHome(page);
    await expect(page.getByRole('navigation', { name: 'Settings' })).toHaveCount(0);
  }
});

test("the API refuses an editor's settings calls, and changes nothing", async ({ request }) => {
  const token = await tokenFor(request, DEMO_EDITOR);
  const h = bearer(token);
  const before = await (await request.get(`${API}/sites/${SITE}/styling`)).text();
  const calls = [
    request.get(`${API}/sites/${SITE}/users`, { headers: h }),
    request.post(`${API}/sites/${SITE}/users`, { headers: h, data: { email: 'x@y.org', role: 'admin' } }),
    request.patch(`${API}/sites/${SITE}`, { headers: h, data: { colors: { primary: '#000000' } } }),
    request.patch(`${API}/sites/${SITE}`, { headers: h, data: { text: { metaTitle: 'Hacked' } } }),
    request.get(`${API}/sites/${SITE}/analytics?startDate=2026-01-01&endDate=2026-01-31`, { headers: h }),
    request.get(`${API}/sites/${SITE}/site-analytics?range=7d`, { headers: h }),
    request.get(`${API}/sites/${SITE}/cast-screens`, { headers: h }),
    request.post(`${API}/sites/${SITE}/cast-screens`, { headers: h, data: { name: 'Mine' } }),
    request.patch(`${API}/cast-screens/cast-lobby`, { headers: h, data: { name: 'Mine' } }),
    request.delete(`${API}/cast-screens/cast-lobby`, { headers: h }),
    request.delete(`${API}/sites/${SITE}/custom-fonts/x.woff2`, { headers: h }),
  ];
  const statuses = (await Promise.all(calls)).map((r) => r.status());
  expect(statuses).toEqual(calls.map(() => 403));
  expect(await (await request.get(`${API}/sites/${SITE}/styling`)).text()).toBe(before);
});

test('the settings pages ask a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto(`/settings/${SITE}`);
  await expect(page).toHaveURL(new RegExp(`/login/${SITE}$`));
});
