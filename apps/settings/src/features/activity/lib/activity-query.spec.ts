import type { VersionSummary } from '@laurel/domain';
import { activityLink, activityQueryString } from './activity-query';

const line = (items: VersionSummary['items'], folderIds: string[] = []): VersionSummary => ({
  _id: 'v-1',
  at: '2026-10-10T19:30:00.000Z',
  by: 'ed@laurel.test',
  kind: 'save',
  summary: 'Saved',
  folderIds,
  items,
});

test('the filters become a query string, empty ones left out', () => {
  expect(activityQueryString({})).toBe('');
  expect(activityQueryString({ person: 'a@b.c', folder: '', kind: 'save', from: '2026-10-01' })).toBe(
    '?person=a%40b.c&kind=save&from=2026-10-01',
  );
});

test('a line links to its item with the version opened, the site to General, and nothing without an item', () => {
  const entry = line([{ kind: 'entry', id: 'e-1', name: 'Ada', changed: ['lastName'] }], ['c-1']);
  expect(activityLink('s', entry)).toBe('/entry/s/c-1/e-1?version=v-1');
  const folder = line([{ kind: 'category', id: 'c-1', name: 'Sports', changed: ['categoryName'] }], ['c-1']);
  expect(activityLink('s', folder)).toBe('/category/s/c-1?version=v-1');
  expect(activityLink('s', line([{ kind: 'site', id: 's', name: 'Hall', changed: ['styleName'] }]))).toBe(
    '/settings/s/general',
  );
  expect(activityLink('s', line([]))).toBeNull();
});
