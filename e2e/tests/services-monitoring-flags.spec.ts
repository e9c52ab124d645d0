import { createHash } from 'node:crypto';
import { pageReady } from './public-helpers';
import { expect, test, type Page } from './fixtures';
import { startDatadogIntake, type StandInDatadogIntake } from '@laurel/testing/stand-ins/datadog-intake';
import { startLaunchDarkly, type StandInLaunchDarkly } from '@laurel/testing/stand-ins/launchdarkly';
import type { Product } from '@laurel/testing/start-product';
import { DEMO_ADMIN, signIn } from './shell-helpers';
import { productWithServices } from './services-helpers';

// Monitoring (@datadog/browser-rum → a stand-in intake through the SDK's proxy option) and feature flags
// (launchdarkly-js-client-sdk → a stand-in of LaunchDarkly's client-side endpoints and stream), configured by
// /config.json; and nothing at all when they are not configured.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ENTRY = '/entry/default/cat-1970s/entry-isaiah-lawson';
let dd: StandInDatadogIntake;
let ld: StandInLaunchDarkly;
let product: Product;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  dd = await startDatadogIntake();
  ld = await startLaunchDarkly({ 'entry-share-button': false });
  product = await productWithServices({
    config: {
      datadog: { applicationId: 'stand-in-app', clientToken: 'pub-stand-in', proxy: dd.url },
      launchdarkly: { clientSideId: ld.envId, baseUrl: ld.url, streamUrl: ld.url, eventsUrl: ld.url },
    },
  });
});
test.afterAll(async () => {
  await product?.stop();
  await dd?.close();
  await ld?.close();
});

/** Ends the page, which makes the RUM SDK send what it holds (as a closing tab does). */
const flushMonitoring = (page: Page) => page.goto('about:blank');

test('monitoring: views arrive with SPEC §9 settings and the site context; a signed-in user is registered with role and replay records', async ({
  page,
}) => {
  // A view carries the site context once the site's styling has loaded on the page; a view sent before that (the
  // page left early on a busy machine) does not. So open Home, let it run, leave it (which sends the batch), until a
  // view with the site context has arrived.
  await expect
    .poll(
      async () => {
        await page.goto(`${product.baseUrl}/home/default`);
        await expect(
          page.getByRole('heading', { name: /Northfield High School Athletic Hall of Fame/i }),
        ).toBeVisible();
        await pageReady(page);
        await flushMonitoring(page);
        return dd.rumEvents().some((e) => e.type === 'view' && e.context?.site);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const visitorView = dd.rumEvents().find((e) => e.type === 'view' && e.context?.site)!;
  expect(visitorView).toMatchObject({
    service: 'touchscreen_site',
    version: '7.33.1',
    application: { id: 'stand-in-app' },
    context: { site: { key: 'site-default', siteID: 'default', touchScreen: false } },
    _dd: {
      configuration: {
        session_sample_rate: 100,
        session_replay_sample_rate: 100,
        start_session_replay_recording_manually: true,
      },
    },
    privacy: { replay_level: 'mask-user-input' },
  });
  expect(visitorView.ddtags).toContain('env:prod');
  expect(visitorView.context.user).toBeUndefined();
  expect(dd.replayUploads()).toHaveLength(0);

  await page.goto(`${product.baseUrl}/login/default`);
  await signIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/home\/default$/);
  // The user is registered once the page knows the session: leave Home (which sends the batch) until an event
  // with the user has arrived, rather than after a fixed wait that a busy machine can outlast.
  await expect
    .poll(
      async () => {
        if (!/\/home\/default$/.test(page.url())) await page.goto(`${product.baseUrl}/home/default`);
        await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
        await flushMonitoring(page);
        return dd.rumEvents().some((e) => e.usr?.role === 'admin');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const hash = createHash('sha256').update(DEMO_ADMIN.email).digest('hex');
  const userEvent = dd.rumEvents().find((e) => e.usr?.role === 'admin')!;
  expect(userEvent.usr).toMatchObject({ id: `user-${hash}`, email: DEMO_ADMIN.email });
  expect(userEvent.context.user).toEqual({
    key: `user-${hash}`,
    name: DEMO_ADMIN.email,
    email: DEMO_ADMIN.email,
    isAuth: true,
    isAdmin: true,
    isInternal: false,
  });
  await expect.poll(() => dd.replayUploads().length).toBeGreaterThan(0);
});

test('a flag flipped at the flag service shows the Share button on the open page, without a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
  await page.goto(`${product.baseUrl}${ENTRY}`);
  await expect(page.getByRole('heading', { name: 'Isaiah Lawson' })).toBeVisible();
  await expect.poll(() => ld.openStreams()).toBe(1);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const share = page.getByRole('button', { name: 'Share this page' });
  await expect(share).toHaveCount(0);
  const context0 = ld.contexts.at(-1)!;
  expect(context0).toMatchObject({ kind: 'multi', site: { key: 'site-default', siteID: 'default' } });
  expect(context0.user).toBeUndefined();

  ld.setFlag('entry-share-button', true);
  await expect(share).toBeVisible();
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.baseUrl}${ENTRY}`);

  ld.setFlag('entry-share-button', false);
  await expect(share).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a kiosk records replay without signing in, and never shows the Share button, whatever the flag says', async ({
  page,
}) => {
  const replays = dd.replayUploads().length;
  ld.setFlag('entry-share-button', true);
  await page.goto(`${product.baseUrl}${ENTRY}?touchScreen=1`);
  await expect(page.getByRole('heading', { name: 'Isaiah Lawson' })).toBeVisible();
  await expect.poll(() => ld.contexts.at(-1)?.site?.touchScreen).toBe(true);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: 'Share this page' })).toHaveCount(0);
  await flushMonitoring(page);
  await expect.poll(() => dd.replayUploads().length).toBeGreaterThan(replays);
});
