import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { startXApi, type StandInXApi } from '@laurel/testing/stand-ins/x-api';
import type { Product } from '@laurel/testing/start-product';
import { callApi, productWithServices } from './services-helpers';
import { DEMO_ADMIN, signIn } from './shell-helpers';

// Home buttons fed by outside services read by the server: an X account's recent posts (the X API v2, a
// stand-in checking the configured bearer token) and a calendar feed (iCalendar with a weekly recurring event).
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ timezoneId: 'UTC' });

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Northfield//Athletics//EN',
  'BEGIN:VEVENT',
  'UID:practice@northfield',
  `DTSTART:${day(1)}T150000Z`,
  `DTEND:${day(1)}T163000Z`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'SUMMARY:Swim practice',
  'LOCATION:Aquatic Center',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:homecoming@northfield',
  `DTSTART:${day(3)}T230000Z`,
  'SUMMARY:Homecoming game vs. Lakeview',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let x: StandInXApi;
let feed: Server;
let feedUrl: string;
let product: Product;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  x = await startXApi();
  x.account.username = 'NorthfieldHusky';
  feed = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS));
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/athletics.ics`;
  product = await productWithServices({ env: { TWITTER_BEARER_TOKEN: x.token, TWITTER_API_BASE: x.url } });
});
test.afterAll(async () => {
  await product?.stop();
  await x?.close();
  await new Promise((r) => feed?.close(r));
});

test('an admin confirms the X account in the home page editor; visitors then see its recent posts', async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${product.baseUrl}/home/default`);
  await expect(visitor.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/i })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Husky News' })).toHaveCount(0);

  await page.goto(`${product.baseUrl}/login/default`);
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('switch', { name: 'Editing' })).toBeChecked();
  await page.getByRole('button', { name: 'Edit home page' }).click();
  const panel = page.getByRole('dialog', { name: 'Home page' });
  const row = panel.getByRole('listitem').filter({ has: page.getByLabel(/Twitter username$/) });
  const username = row.getByLabel(/Twitter username$/);
  await expect(row.getByRole('status')).toHaveText('Not confirmed yet: visitors do not see this button.');

  // An account X does not know: SPEC §8's words, and nothing changes for visitors.
  await username.fill('@nobody_here');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('status')).toHaveText('Error confirming username');

  // A profile link is cleaned to the handle and confirmed with the X API.
  await username.fill('https://x.com/@northfieldhusky');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('status')).toHaveText('Success!');
  await expect(username).toHaveValue('NorthfieldHusky');
  expect(x.requests.some((r) => r.startsWith('/2/users/by/username/nobody_here'))).toBe(true);

  await visitor.reload();
  await visitor.getByRole('button', { name: 'Husky News' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Husky News' });
  await expect(dialog.getByText('Huskies win the conference!')).toBeVisible();
  await expect(dialog.getByText('Hall of Fame night on Saturday')).toBeVisible();
  await expect(dialog.getByText('November 1, 2026')).toBeVisible();
  expect(x.requests.some((r) => r.startsWith('/2/users/42/tweets'))).toBe(true);
  await visitor.context().close();
});

test("the calendar button lists the feed's upcoming events, with the weekly practice expanded", async ({ page }) => {
  const site = await callApi(product.baseUrl, 'GET', '/sites/default/styling');
  const homeButtons = site.homeButtons.map((b: any) => {
    const data = { ...b.data };
    if (data.image) data.image = data.image._id;
    if (b.buttonId === 'btn-calendar') data.url = feedUrl;
    return { ...b, data };
  });
  await callApi(product.baseUrl, 'PUT', '/sites/default/home-buttons', { homeButtons });

  await page.goto(`${product.baseUrl}/home/default`);
  await page.getByRole('button', { name: 'Game Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Game Schedule' });
  const items = dialog.getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.filter({ hasText: 'Swim practice' })).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Swim practice');
  await expect(items.nth(0)).toContainText('Aquatic Center');
  await expect(items.nth(1)).toContainText('Homecoming game vs. Lakeview');
});

test("when X refuses the server's token, visitors see no posts and the admin's home button settings say why", async ({
  page,
}) => {
  const token = x.token;
  x.token = 'a-token-the-server-does-not-have';
  try {
    await page.goto(`${product.baseUrl}/login/default`);
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByRole('switch', { name: 'Editing' })).toBeChecked();
    // An editor reads the feed afresh: it fails, and the posts are gone for now.
    await page.getByRole('button', { name: 'Husky News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Husky News' });
    await expect(dialog.getByText('No posts to show right now.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Edit home page' }).click();
    const panel = page.getByRole('dialog', { name: 'Home page' });
    const row = panel.getByRole('listitem').filter({ has: page.getByLabel(/Twitter username$/) });
    await expect(row.getByRole('alert')).toHaveText(
      /^The X feed could not be read at (\d{1,2}:\d\d|.+ \d{1,2}:\d\d)( [AP]M)?: the X API answered 401 \(check the token\)\. Visitors see “No posts to show right now”\./,
    );
  } finally {
    x.token = token;
  }
});
