import { expect, test } from './fixtures';
import { adminToken, SITE } from './cast-helpers';
import { signInAsAdmin } from './settings-helpers';
import { openPairedKiosk } from './screen-pairing';

// Kiosks and TVs as they run: with their offline service workers (journeys block them by default: fixtures.ts).
test.use({ serviceWorkers: 'allow' });

// Self-recovery: a kiosk that shows a failure instead of the site (a part of the app could not load) restarts
// itself without anyone touching it, says why in its heartbeat, and the admins see it on the Cast screens page.

test('a kiosk whose site could not load restarts itself, and Cast screens shows it online with the reason', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // No service worker: the failure below must reach the page (the worker would serve its kept copy).
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1920, height: 1080 } });
  const kiosk = await context.newPage();
  await context.route('**/remotes/public-site/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  // The kiosk part of the shell still runs: it shows its pairing code, the admin enters it, and it reports
  // under the id the pairing gave it (only a paired kiosk is monitored, issue 24).
  const token = await adminToken(request);
  const screenId = await openPairedKiosk(kiosk, request, token, 'e2e recovering kiosk');
  await expect(kiosk.getByText('is not available right now')).toBeVisible({ timeout: 30_000 });

  // The files are back; nobody touches the kiosk. It reloads itself within about half a minute.
  await context.unroute('**/remotes/public-site/**');
  const failedAt = Date.now();
  await expect(kiosk.getByTestId('home-page')).toBeVisible({ timeout: 60_000 });
  await expect(kiosk.getByText('is not available right now')).toHaveCount(0);
  await expect(kiosk.locator('main .ui-card').first()).toBeVisible();
  console.log(`kiosk restarted itself ${((Date.now() - failedAt) / 1000).toFixed(1)} s after its site came back`);

  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/sites/${SITE}/screens`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const row = (
          (await res.json()) as { screens: { screenId: string; reload: { reason: string } | null }[] }
        ).screens.find((s) => s.screenId === screenId);
        return row?.reload?.reason ?? null;
      },
      { timeout: 15_000 },
    )
    .toBe('crash');

  // The admin's view: the kiosk is online, has the latest edit, and restarted itself because the page crashed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, `/settings/${SITE}/rocketcast`);
  const table = page.getByRole('table', { name: 'Screens and their state' });
  await expect(table).toBeVisible();
  const row = table.getByTestId(`screen-${screenId}`);
  await expect(row.getByText('Kiosk', { exact: true })).toBeVisible();
  await expect(row.getByText('e2e recovering kiosk')).toBeVisible();
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await expect(row.getByText(/Restarted itself (just now|\d+ min ago): the page crashed/)).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ screens online; \d+ show the latest edit/)).toBeVisible();
  if (process.env.SCREENSHOT_DIR)
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'Screen health', exact: true }) })
      .last()
      .screenshot({ path: `${process.env.SCREENSHOT_DIR}/rocketcast-screen-health-1440.png` });
  await context.close();
});

test('an admin who enters an internal webhook address is told why it is refused, and nothing is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, `/settings/${SITE}/rocketcast`);
  const form = page.getByRole('form', { name: 'Offline alerts' });
  const webhook = form.getByLabel('Call this webhook');
  await expect(webhook).toHaveValue('');
  // A cloud metadata address: the server never posts there.
  await webhook.fill('http://169.254.169.254/latest/meta-data/');
  await form.getByRole('button', { name: 'Save alerts' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /The webhook address points to an internal network address, where the server does not send alerts/,
  );
  if (process.env.SCREENSHOT_DIR)
    await form.screenshot({ path: `${process.env.SCREENSHOT_DIR}/rocketcast-webhook-refused-1440.png` });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Offline alerts' }).getByLabel('Call this webhook')).toHaveValue('');
});
