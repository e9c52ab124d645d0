import type { RecentlyDeletedItem } from '@laurel/domain';
import { contentsText, countByType, filterDeleted } from './deleted-filter';

const item = (over: Partial<RecentlyDeletedItem>): RecentlyDeletedItem => ({
  documentType: 'entry',
  documentId: 'x',
  name: 'Ada Lovelace',
  deletedAt: '2026-11-20T10:00:00.000Z',
  deletedBy: 'editor@demo.test',
  ...over,
});
const now = new Date('2026-11-24T12:00:00.000Z');
const items = [
  item({ documentId: 'a', name: 'Sports', documentType: 'category', deletedAt: '2026-11-24T09:00:00.000Z' }),
  item({ documentId: 'b', name: 'Ada Lovelace', deletedAt: '2026-11-20T10:00:00.000Z' }),
  item({ documentId: 'c', name: 'team.jpg', documentType: 'media', deletedAt: '2026-09-01T10:00:00.000Z' }),
  item({ documentId: 'd', name: 'Lobby TV', documentType: 'castScreen', deletedBy: 'admin@school.test' }),
];
const ids = (list: RecentlyDeletedItem[]) => list.map((i) => i.documentId);

test('filters by type, newest first', () => {
  expect(ids(filterDeleted(items, { type: 'all', when: 'any', text: '' }, now))).toEqual(['a', 'b', 'd', 'c']);
  expect(ids(filterDeleted(items, { type: 'media', when: 'any', text: '' }, now))).toEqual(['c']);
});

test('filters by when it was deleted', () => {
  expect(ids(filterDeleted(items, { type: 'all', when: 'week', text: '' }, now))).toEqual(['a', 'b', 'd']);
  expect(ids(filterDeleted(items, { type: 'all', when: 'older', text: '' }, now))).toEqual(['c']);
  expect(ids(filterDeleted(items, { type: 'all', when: 'month', text: '' }, now))).not.toContain('c');
});

test('searches names and who deleted them, ignoring case', () => {
  expect(ids(filterDeleted(items, { type: 'all', when: 'any', text: ' LOVE' }, now))).toEqual(['b']);
  expect(ids(filterDeleted(items, { type: 'all', when: 'any', text: 'admin@' }, now))).toEqual(['d']);
});

test('counts by type and describes what a folder took with it', () => {
  expect(countByType(items)).toEqual({ all: 4, category: 1, entry: 1, media: 1, castScreen: 1 });
  expect(contentsText({ contents: { folders: 1, entries: 14 } })).toBe('with 1 sub-folder and 14 profiles');
  expect(contentsText({ contents: { folders: 0, entries: 1 } })).toBe('with 1 profile');
  expect(contentsText({ contents: { folders: 0, entries: 0 } })).toBe('');
  expect(contentsText({})).toBe('');
});
