import type { CategoryTreeNode } from '../schemas';
import { buildCategoryIndex } from './category-index';
import { makeCategory, makeEntry } from './testing/fixtures';
import {
  filterVisibleTree,
  isCategoryVisible,
  isEntryPubliclyVisible,
  isEntryVisible,
  visibleCategoryIds,
  visibleChildCategories,
  visibleEntries,
  visibleEntriesOf,
} from './visibility';

const cards = makeCategory({ _id: 'c' });
const records = makeCategory({ _id: 'r', layout: 'RecordsLayout' });

describe('entry visibility', () => {
  it('hides entries that are not live', () => {
    expect(isEntryVisible(makeEntry({ _id: 'e', categoryID: 'c', isLive: false }), cards)).toBe(false);
    expect(isEntryVisible(makeEntry({ _id: 'e', categoryID: 'c' }), cards)).toBe(true);
  });

  it('hides NEW PROFILE placeholders outside record layouts only', () => {
    const placeholder = makeEntry({ _id: 'e', categoryID: 'c', firstName: 'NEW PROFILE' });
    expect(isEntryVisible(placeholder, cards)).toBe(false);
    expect(isEntryVisible(placeholder, records)).toBe(true);
    expect(visibleEntries(cards, [placeholder, makeEntry({ _id: 'f', categoryID: 'c' })]).map((e) => e._id)).toEqual([
      'f',
    ]);
  });
});

describe('folder visibility over an index', () => {
  // top: a (has entries) ; b (only an empty sub-folder) ; n 'NEW FOLDER' ; r 'Restored Profiles' ; u unpublished
  // a > a1 (sub-folder with one live entry), a > a2 (only a hidden entry)
  const categories = [
    makeCategory({ _id: 'a', categories: ['a2', 'a1'] }),
    makeCategory({ _id: 'a1', parentCategoryID: 'a' }),
    makeCategory({ _id: 'a2', parentCategoryID: 'a' }),
    makeCategory({ _id: 'b', categories: ['b1'] }),
    makeCategory({ _id: 'b1', parentCategoryID: 'b' }),
    makeCategory({ _id: 'n', categoryName: 'NEW FOLDER' }),
    makeCategory({ _id: 'r', categoryName: 'Restored Profiles' }),
    makeCategory({ _id: 'u', isLive: false }),
    makeCategory({ _id: 'u1', parentCategoryID: 'u' }),
  ];
  const entries = [
    makeEntry({ _id: 'e1', categoryID: 'a1' }),
    makeEntry({ _id: 'e2', categoryID: 'a2', isLive: false }),
    makeEntry({ _id: 'e3', categoryID: 'n' }),
    makeEntry({ _id: 'e4', categoryID: 'r' }),
    makeEntry({ _id: 'e5', categoryID: 'u' }),
    makeEntry({ _id: 'e6', categoryID: 'u1' }),
  ];
  const index = buildCategoryIndex(categories, entries);

  it('shows a folder whose content is only in a visible sub-folder', () => {
    expect(isCategoryVisible(index, 'a')).toBe(true);
    expect(isCategoryVisible(index, 'a1')).toBe(true);
  });

  it('hides folders without visible entries or visible sub-folders, recursively', () => {
    expect(isCategoryVisible(index, 'a2')).toBe(false);
    expect(isCategoryVisible(index, 'b1')).toBe(false);
    expect(isCategoryVisible(index, 'b')).toBe(false);
  });

  it("hides 'NEW FOLDER', 'Restored Profiles', unpublished folders and everything under them", () => {
    expect(isCategoryVisible(index, 'n')).toBe(false);
    expect(isCategoryVisible(index, 'r')).toBe(false);
    expect(isCategoryVisible(index, 'u')).toBe(false);
    expect(isCategoryVisible(index, 'u1')).toBe(false);
    expect(isEntryPubliclyVisible(index, 'e6')).toBe(false);
    expect(isCategoryVisible(index, 'missing')).toBe(false);
  });

  it('lists visible folders in the parent order and their entries', () => {
    expect(visibleChildCategories(index, null).map((c) => c._id)).toEqual(['a']);
    expect(visibleChildCategories(index, 'a').map((c) => c._id)).toEqual(['a1']);
    expect(visibleEntriesOf(index, 'a1').map((e) => e._id)).toEqual(['e1']);
    expect(visibleEntriesOf(index, 'n')).toEqual([]);
    expect([...visibleCategoryIds(index)].sort()).toEqual(['a', 'a1']);
  });

  it('restricts the top level to the public category filter, keeping their sub-folders', () => {
    const both = [...categories, makeCategory({ _id: 'z' })];
    const filtered = buildCategoryIndex(both, [...entries, makeEntry({ _id: 'ez', categoryID: 'z' })], ['z']);
    expect(visibleChildCategories(filtered, null).map((c) => c._id)).toEqual(['z']);
    expect(isCategoryVisible(filtered, 'a1')).toBe(false);
    const allowA = buildCategoryIndex(both, entries, ['a']);
    expect(isCategoryVisible(allowA, 'a1')).toBe(true);
  });
});

describe('filterVisibleTree', () => {
  const node = (id: string, over: Partial<CategoryTreeNode> = {}): CategoryTreeNode => ({
    _id: id,
    categoryName: id,
    path: `/category/${id}`,
    layout: 'CategoriesCardLayout',
    isLive: true,
    parentCategoryID: null,
    coverImage: null,
    entryCount: 0,
    visibleEntryCount: 0,
    children: [],
    ...over,
  });

  it('prunes empty, unpublished and placeholder folders recursively and applies the filter', () => {
    const tree = [
      node('a', { children: [node('a1', { visibleEntryCount: 2 }), node('a2', { entryCount: 3 })] }),
      node('b', { children: [node('b1')] }),
      node('NEW FOLDER', { visibleEntryCount: 1 }),
      node('c', { visibleEntryCount: 1, isLive: false }),
      node('d', { visibleEntryCount: 1 }),
    ];
    const pruned = filterVisibleTree(tree);
    expect(pruned.map((n) => n._id)).toEqual(['a', 'd']);
    expect(pruned[0].children.map((n) => n._id)).toEqual(['a1']);
    expect(filterVisibleTree(tree, ['d']).map((n) => n._id)).toEqual(['d']);
  });
});
