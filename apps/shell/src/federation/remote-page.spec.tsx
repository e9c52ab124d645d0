/**
 * @jest-environment jsdom
 */
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { RemotePage } from './remote-page';
import { markRegistered } from './remotes-config';

// The public site's pages beyond Home are lazy components of their own (a chunk loaded ahead of need). When the
// first screen was another remote's (an editor back from /post-redirect), the shell loads `public_site/pages`
// only when a public page is opened, and so resolves its own lazy page to the remote's lazy export.
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

beforeAll(() => {
  markRegistered(['public_site']);
});

test('a remote page that is itself lazy renders when its module loads on first use (no React #306)', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const FolderPage = () => <h1>Record Boards</h1>;
  loadRemote.mockResolvedValue({
    CategoryPage: lazy(() => Promise.resolve({ default: FolderPage })),
  });
  render(<RemotePage remote="public_site" module="./pages" name="CategoryPage" />);
  expect(await screen.findByRole('heading', { name: 'Record Boards' })).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledWith('public_site/pages');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
