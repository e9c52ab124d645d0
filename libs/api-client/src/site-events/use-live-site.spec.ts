import { tagsForChanges } from './use-live-site';

it('refetches only what a change makes stale', () => {
  expect(tagsForChanges('s', new Set(['site']))).toEqual([{ type: 'Site', id: 's' }]);
  expect(tagsForChanges('s', new Set(['entry']))).toEqual(['CategoryTree', 'Category', 'Entry', 'SearchOptions']);
  expect(tagsForChanges('s', new Set(['castScreen']))).toEqual(['CastScreen']);
  expect(tagsForChanges('s', 'all')).toHaveLength(7);
});
