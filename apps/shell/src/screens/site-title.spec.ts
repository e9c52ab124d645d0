import type { Site } from '@laurel/domain';
import { siteTitle } from './site-title';

const site = (s: Record<string, unknown>) => s as unknown as Site;

test("a site's title: Home's title, else its SEO title, else the organisation, else none", () => {
  expect(siteTitle(site({ home: { title: ' Northfield Hall of Fame ' }, text: { metaTitle: 'SEO' } }))).toBe(
    'Northfield Hall of Fame',
  );
  expect(siteTitle(site({ home: { title: '' }, text: { metaTitle: 'Northfield Athletics' } }))).toBe(
    'Northfield Athletics',
  );
  expect(siteTitle(site({ home: {}, text: {}, organizationName: 'Northfield High School' }))).toBe(
    'Northfield High School',
  );
  expect(siteTitle(site({ home: {}, text: {} }))).toBeNull();
  expect(siteTitle(undefined)).toBeNull();
});
