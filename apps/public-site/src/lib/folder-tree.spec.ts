import type { CategoryTreeNode } from '@laurel/domain';
import { resolveRedirect } from '@laurel/domain';
import { findNode } from './folder-tree';
import { indexFromTree } from './tree-index';

const node = (
  id: string,
  visibleEntryCount: number,
  children: CategoryTreeNode[] = [],
  parent: string | null = null,
): CategoryTreeNode => ({
  _id: id,
  categoryName: id,
  path: `/category/${id}`,
  layout: 'CategoriesCardLayout',
  isLive: true,
  parentCategoryID: parent,
  coverImage: null,
  entryCount: visibleEntryCount,
  visibleEntryCount,
  children: children.map((c) => ({ ...c, parentCategoryID: id })),
});

const ctx = { isPublic: true, backButton: false };

test('a folder list with one visible folder goes into it: its sub-folders, else its content', () => {
  const tree = [node('a', 0, [node('a1', 3), node('a2', 0)])];
  const index = indexFromTree(tree);
  expect(resolveRedirect({ name: 'categories', siteId: 's' }, index, ctx)).toBe('/subcategories/s/a');
  // a2 has nothing visible, so a has exactly one visible sub-folder: a1, which has content.
  expect(resolveRedirect({ name: 'subcategories', siteId: 's', categoryId: 'a' }, index, ctx)).toBe('/category/s/a1');
  expect(
    resolveRedirect({ name: 'subcategories', siteId: 's', categoryId: 'a' }, index, { ...ctx, backButton: true }),
  ).toBe('/categories/s');
});

test('two visible folders stay; signed-in editors are never redirected', () => {
  const index = indexFromTree([node('a', 2), node('b', 1)]);
  expect(resolveRedirect({ name: 'categories', siteId: 's' }, index, ctx)).toBeNull();
  const single = indexFromTree([node('a', 2)]);
  expect(
    resolveRedirect({ name: 'categories', siteId: 's' }, single, { isPublic: false, backButton: false }),
  ).toBeNull();
});

test('findNode searches the whole tree', () => {
  const tree = [node('a', 0, [node('a1', 0, [node('deep', 1)])])];
  expect(findNode(tree, 'deep')?._id).toBe('deep');
  expect(findNode(tree, 'missing')).toBeUndefined();
});
