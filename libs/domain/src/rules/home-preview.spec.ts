import { HOME_PREVIEW_MESSAGE, homePreviewMessage, isPreviewSearch, readHomePreviewMessage } from './home-preview';
import type { Site } from '../schemas';

test('a Home preview message carries a site; anything else is ignored', () => {
  const site = { siteID: 'default', home: {}, categoryPage: {} } as unknown as Site;
  expect(readHomePreviewMessage(homePreviewMessage(site))).toBe(site);
  expect(readHomePreviewMessage({ type: HOME_PREVIEW_MESSAGE, site: { siteID: 1 } })).toBeNull();
  expect(readHomePreviewMessage({ type: 'other', site })).toBeNull();
  expect(readHomePreviewMessage('laurel:home-preview')).toBeNull();
  expect(isPreviewSearch('?preview=1')).toBe(true);
  expect(isPreviewSearch('?preview=0&x=1')).toBe(false);
  expect(isPreviewSearch('')).toBe(false);
});
