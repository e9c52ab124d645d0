import type { CategoryTreeNode } from '@laurel/domain';
import { editableFolders } from './editable-folders';

const node = (id: string, name: string, children: CategoryTreeNode[] = []): CategoryTreeNode =>
  ({ _id: id, categoryName: name, children, parentCategoryID: null }) as unknown as CategoryTreeNode;

const tree = [
  node('hof', 'Hall of Fame', [node('coaches', 'Coaches')]),
  node('records', 'Record Boards', [node('track', 'Track & Field', [node('boys', 'Boys')]), node('swim', 'Swimming')]),
];

test('a user with every folder gets null (nothing to say)', () => {
  expect(editableFolders('s', tree, ['*'])).toBeNull();
});

test("a limited editor's folders by name, in the tree's order, each with its page", () => {
  expect(editableFolders('s', tree, ['swim', 'track', 'gone'])).toEqual([
    { id: 'track', name: 'Track & Field', path: '/subcategories/s/track' },
    { id: 'swim', name: 'Swimming', path: '/category/s/swim' },
  ]);
});

test('a folder inside one already listed is not listed again; none left is an empty list', () => {
  expect(editableFolders('s', tree, ['records', 'boys'])?.map((f) => f.name)).toEqual(['Record Boards']);
  expect(editableFolders('s', tree, ['gone'])).toEqual([]);
});
