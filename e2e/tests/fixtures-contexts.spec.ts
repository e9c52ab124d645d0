import { expect, test, type BrowserContext } from './fixtures';

// The journeys' own guard (fixtures.ts): a context a journey opens with `browser.newContext` (a kiosk, a TV, a
// second visitor) is closed when the journey ends, so no page of it runs on under the journeys after it.
test.describe.configure({ mode: 'serial' });

let leftOver: BrowserContext | undefined;

test('a journey opens a second browser context of its own', async ({ browser }) => {
  leftOver = await browser.newContext();
  await leftOver.newPage();
  expect(browser.contexts()).toContain(leftOver);
});

test('the next journey starts without it', async ({ browser }) => {
  expect(leftOver).toBeDefined();
  expect(browser.contexts()).not.toContain(leftOver);
  expect(leftOver!.pages()).toEqual([]);
});
