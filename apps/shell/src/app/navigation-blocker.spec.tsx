/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { makeStore, sessionActions } from '@laurel/api-client';
import { NavigationBlocker } from './navigation-blocker';

// Lazy screens load through dynamic imports; give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

function setup() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <NavigationBlocker />
          </>
        ),
        children: [
          { path: '/a', element: <Link to="/b">to b</Link> },
          { path: '/b', element: <p>page b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

test('leaving while a save runs is held, explained, and continues once the save is done', async () => {
  const { store, router } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText('Your latest changes are still being saved. You will move on as soon as they are safe.')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/a');
  act(() => void store.dispatch(sessionActions.saveFinished()));
  expect(await screen.findByText('page b')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/b');
});

test('"Stay on this page" cancels the navigation', async () => {
  const { store, router } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  fireEvent.click(await screen.findByText('Stay on this page'));
  act(() => void store.dispatch(sessionActions.saveFinished()));
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(router.state.location.pathname).toBe('/a');
});

test('nothing is blocked when no save is running', async () => {
  const { router } = setup();
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText('page b')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/b');
});
