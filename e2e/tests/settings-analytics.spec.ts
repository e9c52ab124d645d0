import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { API, signInAsAdmin, SITE } from './settings-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Analytics: the site's own figures for a date range, as charts and CSV; site analytics from the monitoring service.

async function postEvents(request: import('@playwright/test').APIRequestContext) {
  const now = Date.now();
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const kiosk = [
    { type: 'page_view', path: `/home/${SITE}`, sessionId: 'e2e-kiosk-0001', at: at(150) },
    {
      type: 'page_view',
      path: `/category/${SITE}/cat-1970s`,
      categoryId: 'cat-1970s',
      sessionId: 'e2e-kiosk-0001',
      at: at(120),
    },
    { type: 'search', path: `/home/${SITE}`, term: 'relay', sessionId: 'e2e-kiosk-0001', at: at(60) },
  ];
  const web = [
    {
      type: 'page_view',
      path: `/category/${SITE}/cat-1970s`,
      categoryId: 'cat-1970s',
      sessionId: 'e2e-web-00001',
      at: at(30),
    },
  ];
  expect(
    (await request.post(`${API}/sites/${SITE}/analytics/events?touchScreen=1`, { data: { events: kiosk } })).status(),
  ).toBe(202);
  expect((await request.post(`${API}/sites/${SITE}/analytics/events`, { data: { events: web } })).status()).toBe(202);
}

test('the analytics page shows page views, top folders, searches and kiosk sessions, and exports CSV', async ({
  page,
  request,
}) => {
  await postEvents(request);
  await signInAsAdmin(page, `/settings/${SITE}/analytics`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const tile = (name: string) => page.locator('.st-tile').filter({ has: page.getByText(name, { exact: true }) });
  await expect
    .poll(async () => Number((await tile('Kiosk sessions').locator('dd').textContent()) ?? 0))
    .toBeGreaterThanOrEqual(1);
  expect(Number(await tile('Searches').locator('dd').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await tile('Page views').locator('dd').textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('img', { name: /^Page views per day:/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Busiest hours:/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Busiest days:/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Kiosk sessions by length:/ })).toBeVisible();
  const folders = page.getByRole('region', { name: 'Most viewed folders' });
  await expect(folders).toContainText('1970s');
  await expect(page.getByRole('region', { name: 'Top searches' })).toContainText('relay');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV of Top searches' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-searches-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Search,Times');
  expect(csv).toMatch(/\nrelay,\d+/);

  // A range typed by hand that ends before it starts is explained and not asked for.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
});

test('when the report cannot be had, the page says analytics are unavailable', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/v1/sites/default/analytics?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
    }),
  );
  await page.goto(`/settings/${SITE}/analytics`);
  await expect(page.getByRole('alert')).toHaveText('Analytics are unavailable right now. Try again in a few minutes.');
});

test("site analytics say in a school's words that they are off, with the technical part for the operator", async ({
  page,
}) => {
  await signInAsAdmin(page, `/settings/${SITE}/site-analytics`);
  await expect(page.getByText('Site analytics are not switched on')).toBeVisible();
  await expect(
    page.getByText(
      'Visitor figures are not switched on for this site yet. Ask whoever runs your Laurel service to connect site analytics.',
    ),
  ).toBeVisible();
  // The settings an operator sets are behind "For your operator", not in front of an athletic director.
  await expect(page.getByText(/Set DATADOG_API_KEY and DATADOG_APP_KEY/)).toBeHidden();
  await page.getByText('For your operator').click();
  await expect(page.getByText(/Set DATADOG_API_KEY and DATADOG_APP_KEY/)).toBeVisible();
  // The page the site counts itself is one click away.
  await page.getByRole('main').getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${SITE}/analytics$`));
});
