import type { CategoryTreeNode } from '@laurel/domain';
import { ancestorsOf, currentId, filterTree, siteTree, visibleRows } from './site-tree';
import { treeKey } from './tree-keys';

const folder = (id: string, name: string, children: CategoryTreeNode[] = [], more: Partial<CategoryTreeNode> = {}) =>
  ({
    _id: id,
    categoryName: name,
    path: `/category/${id}`,
    layout: 'CategoriesCardLayout',
    isLive: true,
    parentCategoryID: null,
    coverImage: null,
    entryCount: children.length ? 0 : 2,
    visibleEntryCount: 0,
    children,
    ...more,
  }) as CategoryTreeNode;

const tree = [
  folder('hof', 'Hall of Fame', [folder('fb', 'Football'), folder('track', 'Track', [], { isLive: false })]),
  folder('rec', 'Records', [], { layout: 'RecordsLayout' }),
];
const people = new Map([
  [
    'fb',
    [
      { _id: 'ada', firstName: 'Ada', lastName: 'Lovelace', isLive: true },
      { _id: 'np', firstName: 'NEW PROFILE', lastName: '', isLive: false },
    ],
  ],
]);

test('the site tree: Home, all folders, sub-folders, and the profiles of a folder once read', () => {
  const nodes = siteTree('s1', tree, people);
  expect(nodes.map((n) => n.label)).toEqual(['Home', 'All folders']);
  const [hof, rec] = nodes[1].children!;
  expect(hof.path).toBe('/subcategories/s1/hof');
  const [fb, track] = hof.children!;
  expect(fb.children!.map((c) => [c.label, c.path, c.draft])).toEqual([
    ['Ada Lovelace', '/entry/s1/fb/ada', false],
    ['New profile', '/entry/s1/fb/np', true],
  ]);
  expect(track).toMatchObject({ draft: true, lazy: true });
  expect(track.children).toBeUndefined();
  // A records board's items are rows of the board, not pages.
  expect(rec.path).toBe('/category/s1/rec');
  expect(rec.children).toBeUndefined();
  expect(rec.lazy).toBeUndefined();
});

test('where the editor is, and the path to it', () => {
  const nodes = siteTree('s1', tree, people);
  expect(currentId('/home/s1')).toBe('home');
  expect(currentId('/categories/s1')).toBe('folders');
  expect(currentId('/entry/s1/fb/ada')).toBe('ada');
  expect(currentId('/settings/s1/users')).toBeNull();
  expect(ancestorsOf(nodes, 'ada')).toEqual(['folders', 'hof', 'fb']);
  expect(ancestorsOf(nodes, 'nope')).toBeNull();
});

test('rows and the treeview keys', () => {
  const nodes = siteTree('s1', tree, people);
  const open = new Set(['folders']);
  const rows = visibleRows(nodes, open);
  expect(rows.map((r) => [r.node.id, r.level, r.posInSet, r.setSize])).toEqual([
    ['home', 1, 1, 2],
    ['folders', 1, 2, 2],
    ['hof', 2, 1, 2],
    ['rec', 2, 2, 2],
  ]);
  expect(treeKey(rows, 'home', 'ArrowDown', open)).toEqual({ type: 'focus', id: 'folders' });
  expect(treeKey(rows, 'home', 'ArrowUp', open)).toBeNull();
  expect(treeKey(rows, 'hof', 'ArrowRight', open)).toEqual({ type: 'open', id: 'hof' });
  expect(treeKey(rows, 'folders', 'ArrowRight', open)).toEqual({ type: 'focus', id: 'hof' });
  expect(treeKey(rows, 'folders', 'ArrowLeft', open)).toEqual({ type: 'close', id: 'folders' });
  expect(treeKey(rows, 'rec', 'ArrowLeft', open)).toEqual({ type: 'focus', id: 'folders' });
  expect(treeKey(rows, 'rec', 'ArrowRight', open)).toBeNull();
  expect(treeKey(rows, 'hof', 'End', open)).toEqual({ type: 'focus', id: 'rec' });
  expect(treeKey(rows, 'rec', 'Home', open)).toEqual({ type: 'focus', id: 'home' });
  expect(treeKey(rows, 'hof', 'Enter', open)).toEqual({ type: 'go', id: 'hof' });
  expect(treeKey(rows, 'hof', '*', open)).toEqual({ type: 'openAll', ids: ['hof'] });
  expect(treeKey(rows, 'home', 'r', open)).toEqual({ type: 'focus', id: 'rec' });
});

test('a search keeps the matches and the folders leading to them, all open', () => {
  const nodes = siteTree('s1', tree, people);
  const { nodes: found, open } = filterTree(nodes, 'foot');
  expect(found.map((n) => n.id)).toEqual(['folders']);
  expect(found[0].children!.map((n) => n.id)).toEqual(['hof']);
  expect(found[0].children![0].children!.map((n) => n.label)).toEqual(['Football']);
  expect([...open].sort()).toEqual(['folders', 'hof']);
  // A profile the server found by another field is kept too.
  const byField = filterTree(nodes, 'quarterback', new Set(['ada']));
  expect(visibleRows(byField.nodes, byField.open).map((r) => r.node.label)).toEqual([
    'All folders',
    'Hall of Fame',
    'Football',
    'Ada Lovelace',
  ]);
  expect(filterTree(nodes, 'zzz').nodes).toEqual([]);
});
