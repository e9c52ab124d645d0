/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { DEFAULT_SERVER_ERROR, makeStore, sessionActions } from '@laurel/api-client';
import { ServerErrorDialog } from './server-error-dialog';

configure({ asyncUtilTimeout: 5000 });

function setup() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ServerErrorDialog />
          </>
        ),
        children: [
          { path: '/a', element: <p>page a</p> },
          { path: '/b', element: <p>page b</p> },
        ],
      },
    ],
    { initialEntries: ['/a', '/b'], initialIndex: 1 },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

test('a 5xx popup shows the message and, closed, goes back to the previous page', async () => {
  const { store, router } = setup();
  act(
    () =>
      void store.dispatch(sessionActions.serverErrorSet({ message: DEFAULT_SERVER_ERROR, returnToPreviousPage: true })),
  );
  expect(screen.getByText('Server Error. Close popup to refresh and try again.')).toBeTruthy();
  fireEvent.click(screen.getByText('Close'));
  expect(await screen.findByText('page a')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/a');
  expect(store.getState().session.serverError).toBeNull();
});

test('a failed save is shown without going back', async () => {
  const { store, router } = setup();
  act(
    () =>
      void store.dispatch(
        sessionActions.serverErrorSet({ message: 'Error while saving', returnToPreviousPage: false }),
      ),
  );
  fireEvent.click(screen.getByText('Close'));
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(router.state.location.pathname).toBe('/b');
  expect(screen.queryByText('Error while saving')).toBeNull();
});

test('a missing site on a kiosk is shown with no way to close it', () => {
  const { store } = setup();
  act(
    () =>
      void store.dispatch(
        sessionActions.serverErrorSet({ message: 'No document exists for siteID gone', returnToPreviousPage: false }),
      ),
  );
  expect(screen.getByText('No document exists for siteID gone')).toBeTruthy();
  expect(screen.queryByText('Close')).toBeNull();
});
