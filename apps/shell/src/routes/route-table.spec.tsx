/**
 * @jest-environment jsdom
 */
import { act, configure, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type Session } from '@laurel/api-client';
import { routes } from './route-table';

// The real route table in a memory router with the real store; no remote is registered here.
// Lazy screens load through dynamic imports; give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

function renderAt(path: string, session: Partial<Session> = {}) {
  const store = makeStore({ session: { styleID: 'default', ready: true, ...session } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('an admin route sends a visitor to sign in', async () => {
  const { router } = renderAt('/settings/default/users');
  expect(await screen.findByRole('heading', { name: 'Sign in to edit your site' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login/default');
});

test('/settings/{site} goes to the users page (shown as not available: no remote is registered here)', async () => {
  const { router } = renderAt('/settings/default', { isAuth: true, userEmail: 'a@b.test', isAdmin: true });
  expect(await screen.findByRole('heading', { name: 'Site settings is not available right now' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/settings/default/users');
});

test('a signed-in editor who is not an admin is sent Home from an admin route', async () => {
  const { router } = renderAt('/recentlyDeleted/default', { isAuth: true, userEmail: 'e@b.test' });
  await screen.findByRole('heading', { name: 'The public site is not available right now' });
  expect(router.state.location.pathname).toBe('/home/default');
});

test('an editing route opens for a signed-in editor (shown as not available: no remote is registered here)', async () => {
  renderAt('/bulkCategoryEditor/default/c1', { isAuth: true, userEmail: 'e@b.test' });
  expect(await screen.findByRole('heading', { name: 'Editing is not available right now' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test("'lookup' goes to Home of the active site, keeping the query", async () => {
  const { router } = renderAt('/category/lookup/c1?filter=A');
  await screen.findByRole('heading', { name: 'The public site is not available right now' });
  expect(router.state.location.pathname).toBe('/home/default');
  expect(router.state.location.search).toBe('?filter=A');
});

test('no site id known shows NotFound404', async () => {
  renderAt('/home/lookup', { styleID: null });
  expect(await screen.findByRole('heading', { name: 'We couldn’t find that page' })).toBeTruthy();
});

test('an unknown path goes to /login', async () => {
  const { router } = renderAt('/no/such/page');
  await screen.findByRole('heading', { name: 'Sign in to edit your site' });
  expect(router.state.location.pathname).toBe('/login');
});

test('the filter query is carried to the next page', async () => {
  const { router } = renderAt('/home/default?filter=1999');
  await screen.findByRole('heading', { name: 'The public site is not available right now' });
  await act(() => router.navigate('/categories/default'));
  expect(router.state.location.search).toBe('?filter=1999');
});
