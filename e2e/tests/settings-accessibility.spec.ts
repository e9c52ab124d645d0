import { expect, test } from '@playwright/test';
import { axeViolations, SETTINGS_PAGES, signInAsAdmin, SITE } from './settings-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });
// WCAG 2.2 AA on every settings page (axe-core in Chromium), at the laptop size admins use.

test('every settings page passes WCAG 2.2 AA checks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const problems: string[] = [];
  for (const name of SETTINGS_PAGES) {
    await page.goto(`/settings/${SITE}/${name}`, { waitUntil: 'networkidle' });
    await expect(page.locator('.st-page h1')).toBeVisible();
    await page.waitForTimeout(500);
    problems.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
  }
  expect(problems).toEqual([]);
});
