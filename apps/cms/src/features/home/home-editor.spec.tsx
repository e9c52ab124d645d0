import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, sessionActions } from '@laurel/api-client';
import type { Site } from '@laurel/domain';
import { setPageToolsHost } from '../../lib/page-tools';
import HomeEditor from './home-editor';

// The panel itself (every home setting, each with its reads) is not what these tests are about.
jest.mock('./home-panel', () => ({
  HomePanel: ({ onClose }: { onClose: () => void }) => (
    <aside role="dialog" aria-label="Home page">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </aside>
  ),
}));

function renderAsAdmin() {
  const store = makeStore();
  store.dispatch(
    sessionActions.authorized({
      isSiteAdmin: true,
      isInternal: false,
      hasSignedAgreements: true,
      email: 'admin@example.test',
      clientID: 'c1',
      organizationName: 'Northfield',
      role: 'admin',
      categories: [],
    }),
  );
  const target = { siteId: 'north', site: { siteID: 'north' } as Site, tree: [] };
  return render(
    <Provider store={store}>
      <HomeEditor name="home-editor" target={target} />
    </Provider>,
  );
}

function showBar(): HTMLElement {
  const bar = document.createElement('nav');
  document.body.append(bar);
  act(() => setPageToolsHost(bar));
  return bar;
}

afterEach(() => {
  act(() => setPageToolsHost(null));
  document.body.innerHTML = '';
});

test('"Edit home page" shows only in the editing bar: never elsewhere first, to jump into the bar under a press', () => {
  renderAsAdmin();
  // The bar's code often arrives after the control's.
  expect(screen.queryByRole('button', { name: 'Edit home page' })).toBeNull();
  const bar = showBar();
  expect(within(bar).getByRole('button', { name: 'Edit home page' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Edit home page' })).toHaveLength(1);
});

test('the button opens the home panel, which closes back to the button in the bar', () => {
  const bar = showBar();
  renderAsAdmin();
  fireEvent.click(within(bar).getByRole('button', { name: 'Edit home page' }));
  expect(screen.getByRole('dialog', { name: 'Home page' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit home page' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Home page' })).toBeNull();
  expect(within(bar).getByRole('button', { name: 'Edit home page' })).toBeTruthy();
});
