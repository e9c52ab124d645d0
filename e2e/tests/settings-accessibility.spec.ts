import { expect, test } from './fixtures';
import { DEMO_ADMIN } from './shell-helpers';
import { axeViolations, eachSettingsPage, patchSite, styling, tokenFor } from './settings-helpers';

// Journeys of several pages and sign-ins: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });
// WCAG 2.2 AA on every settings page (axe-core in Chromium), at the laptop size admins use, with the site in
// its light theme and in dark mode (the previews draw the site's own colours).

for (const darkMode of [false, true]) {
  test(`every settings page passes WCAG 2.2 AA checks (site in ${darkMode ? 'dark' : 'light'} mode)`, async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, DEMO_ADMIN);
    const original = await styling(request);
    await patchSite(request, token, { colors: { ...original.colors, darkMode } });
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      const problems: string[] = [];
      for await (const name of eachSettingsPage(page)) {
        if (name === 'general')
          await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: darkMode });
        problems.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
      }
      expect(problems).toEqual([]);
    } finally {
      await patchSite(request, token, { colors: original.colors });
    }
  });
}
