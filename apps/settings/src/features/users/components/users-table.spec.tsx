import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@laurel/api-client';
import type { User } from '@laurel/domain';
import type { FolderOption } from '../../../lib/use-folders';
import { UsersTable, type UsersTableProps } from './users-table';

const editor: User = {
  _id: 'u1',
  auth0ID: 'auth0|u1',
  email: 'coach@school.test',
  role: 'editor',
  clientID: 'c1',
  categories: ['f-football'],
  hasSignedAgreements: true,
};
const football: FolderOption = { id: 'f-football', name: 'Football', depth: 0, path: ['Football'], isLive: true };

function foldersCell(folders: Map<string, FolderOption>, foldersStatus: UsersTableProps['foldersStatus']) {
  render(
    <Provider store={makeStore()}>
      <UsersTable
        siteId="s1"
        users={[editor]}
        folders={folders}
        foldersStatus={foldersStatus}
        myEmail={null}
        canGrantInternal={false}
      />
    </Provider>,
  );
  return within(screen.getByTestId('user-coach@school.test')).getAllByRole('cell')[1];
}

test("while the folder list loads, an editor's folders read as loading, not as a deleted folder", () => {
  const cell = foldersCell(new Map(), 'loading');
  expect(cell.textContent).toBe('Loading folder names…');
  expect(cell.textContent).not.toContain('deleted');
});

test("once the folder list has loaded, an editor's folders are named", () => {
  expect(foldersCell(new Map([[football.id, football]]), 'ready').textContent).toBe('Football');
});

test('a folder missing from the loaded list is a deleted folder', () => {
  expect(foldersCell(new Map(), 'ready').textContent).toBe('a deleted folder');
});

test('when the folder list fails to load, the editor is not said to have deleted folders', () => {
  const text = foldersCell(new Map(), 'error').textContent ?? '';
  expect(text).toContain('folder names could not be loaded');
  expect(text).not.toContain('deleted');
});
