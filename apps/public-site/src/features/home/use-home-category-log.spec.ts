import { renderHook } from '@testing-library/react';
import type { CategoryTreeNode, Site } from '@laurel/domain';
import { useHomeCategoryLog } from './use-home-category-log';

const node = (id: string, children: CategoryTreeNode[] = []) => ({ _id: id, children }) as unknown as CategoryTreeNode;
const siteWithGrid = (gridCategoryId?: string) => ({ home: { gridCategoryId } }) as unknown as Site;
const tree = [node('sports', [node('football')])];

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => warn.mockRestore());

test("a home grid folder missing from the tree logs 'Home Category 404' once", () => {
  const { rerender } = renderHook(() => useHomeCategoryLog('default', siteWithGrid('gone'), tree, undefined));
  rerender();
  expect(warn.mock.calls).toEqual([['Home Category 404', { siteId: 'default', gridCategoryId: 'gone' }]]);
});

test("a folder tree that fails to load logs 'Home Category 404'", () => {
  renderHook(() => useHomeCategoryLog('default', siteWithGrid('football'), undefined, { status: 500 }));
  expect(warn).toHaveBeenCalledWith('Home Category 404', { siteId: 'default', gridCategoryId: 'football' });
});

test('a home grid folder found (at any depth), none set, or a tree still loading logs nothing', () => {
  renderHook(() => useHomeCategoryLog('default', siteWithGrid('football'), tree, undefined));
  renderHook(() => useHomeCategoryLog('default', siteWithGrid(undefined), tree, undefined));
  renderHook(() => useHomeCategoryLog('default', siteWithGrid('football'), undefined, undefined));
  expect(warn).not.toHaveBeenCalled();
});
