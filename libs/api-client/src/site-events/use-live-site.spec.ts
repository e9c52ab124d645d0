import { tagsForChanges } from './use-live-site';

it('refetches only what a change makes stale, by id', () => {
  expect(tagsForChanges('s', [{ kind: 'site', id: 's' }])).toEqual([{ type: 'Site', id: 's' }]);
  expect(tagsForChanges('s', [{ kind: 'entry', id: 'e1' }])).toEqual([
    { type: 'Entry', id: 'e1' },
    'Category', // a folder page may list it only now (a profile just published)
    { type: 'CategoryTree', id: 's' },
    { type: 'SearchOptions', id: 's' },
    { type: 'Entry', id: 'SEARCH-s' },
  ]);
  const folder = tagsForChanges('s', [
    { kind: 'category', id: 'c1' },
    { kind: 'entry', id: 'e1' },
    { kind: 'entry', id: 'e1' },
  ]);
  expect(folder).toContain('Category'); // the parent's page lists a sub-folder just published
  expect(tagsForChanges('s', [{ kind: 'entry', id: 'e2' }])).not.toContainEqual({ type: 'Entry', id: 'e1' });
  expect(folder.filter((t) => typeof t === 'object' && t.type === 'Entry' && t.id === 'e1')).toHaveLength(1);
  expect(tagsForChanges('s', [{ kind: 'castScreen', id: 'tv' }])).toEqual([{ type: 'CastScreen', id: 'tv' }]);
  expect(tagsForChanges('s', [{ kind: 'user', id: 'u' }])).toEqual([]);
  expect(tagsForChanges('s', 'all')).toHaveLength(7);
});
