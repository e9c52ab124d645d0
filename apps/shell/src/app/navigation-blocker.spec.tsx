/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Link, Route, Routes, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { LEAVING_EVENT, makeStore, sessionActions } from '@laurel/api-client';
import { blockableHistory } from './blockable-history';
import { HistoryContext } from './history-context';
import { holdWhileSaving } from './hold-while-saving';
import { NavigationBlocker } from './navigation-blocker';

const HELD = 'Your latest changes are still being saved. You will move on as soon as they are safe.';

function setup(start = '/a') {
  const store = makeStore();
  store.dispatch(sessionActions.signedIn({ accessToken: 't', email: 'editor@example.test', clientID: 'c' }));
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/start', start], initialIndex: 1, v5Compat: true });
  const blockable = blockableHistory(base);
  holdWhileSaving(store, blockable);
  render(
    <Provider store={store}>
      <HistoryContext.Provider value={blockable}>
        <HistoryRouter history={blockable.history} useTransitions={false}>
          <Routes>
            <Route path="/start" element={<p>start page</p>} />
            <Route path="/a" element={<Link to="/b">to b</Link>} />
            <Route path="/b" element={<p>page b</p>} />
          </Routes>
          <NavigationBlocker />
        </HistoryRouter>
      </HistoryContext.Provider>
    </Provider>,
  );
  return { store, history: base };
}

test('leaving while a save runs is held, explained, and continues once the save is done', async () => {
  const { store, history } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText(HELD)).toBeTruthy();
  expect(history.location.pathname).toBe('/a');
  act(() => void store.dispatch(sessionActions.saveFinished()));
  expect(await screen.findByText('page b')).toBeTruthy();
  expect(history.location.pathname).toBe('/b');
  expect(screen.queryByText(HELD)).toBeNull();
});

test('"Stay on this page" cancels the navigation', async () => {
  const { store, history } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  fireEvent.click(await screen.findByText('Stay on this page'));
  act(() => void store.dispatch(sessionActions.saveFinished()));
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(history.location.pathname).toBe('/a');
  expect(screen.getByText('to b')).toBeTruthy();
});

test('Back while a save runs is undone, then carried out once the save is done', async () => {
  const { store, history } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  act(() => history.go(-1));
  expect(await screen.findByText(HELD)).toBeTruthy();
  expect(history.location.pathname).toBe('/a');
  expect(screen.getByText('to b')).toBeTruthy();
  act(() => void store.dispatch(sessionActions.saveFinished()));
  expect(await screen.findByText('start page')).toBeTruthy();
  expect(history.location.pathname).toBe('/start');
});

test('nothing is blocked when no save is running', async () => {
  const { history } = setup();
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText('page b')).toBeTruthy();
  expect(history.location.pathname).toBe('/b');
  act(() => history.go(-1));
  expect(await screen.findByText('to b')).toBeTruthy();
});

test('a click in the same moment as the first keystroke is held (before React has re-rendered)', async () => {
  const { store, history } = setup();
  // On purpose outside act(): React has not re-rendered when the click comes (its warning is expected).
  const warning = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store.dispatch(sessionActions.saveStarted());
  fireEvent.click(screen.getByText('to b'));
  expect(history.location.pathname).toBe('/a');
  warning.mockRestore();
  expect(await screen.findByText(HELD)).toBeTruthy();
  act(() => void store.dispatch(sessionActions.saveFinished()));
  expect(await screen.findByText('page b')).toBeTruthy();
});

test('a held navigation goes on when the session is lost (nothing more will be saved)', async () => {
  const { store, history } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText(HELD)).toBeTruthy();
  act(() => void store.dispatch(sessionActions.signedOut()));
  expect(await screen.findByText('page b')).toBeTruthy();
  expect(history.location.pathname).toBe('/b');
});

test('closing or reloading the page while a save runs asks first, even in the same moment as the keystroke', () => {
  const store = makeStore();
  const events = new EventTarget();
  const leaving = jest.fn();
  events.addEventListener(LEAVING_EVENT, leaving);
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/a'], v5Compat: true });
  holdWhileSaving(store, blockableHistory(base), events as unknown as Window);
  const unload = () => {
    const e = new Event('beforeunload', { cancelable: true });
    events.dispatchEvent(e);
    return e.defaultPrevented;
  };
  // A visitor is never asked.
  store.dispatch(sessionActions.saveStarted());
  expect(unload()).toBe(false);
  store.dispatch(sessionActions.saveFinished());
  store.dispatch(sessionActions.signedIn({ accessToken: 't', email: 'editor@example.test', clientID: 'c' }));
  expect(unload()).toBe(false);
  // No render between the keystroke and the unload: the rule reads the store then.
  store.dispatch(sessionActions.saveStarted());
  expect(unload()).toBe(true);
  expect(leaving).toHaveBeenCalledTimes(1);
  store.dispatch(sessionActions.saveFinished());
  expect(unload()).toBe(false);
});

test('a held navigation tells the editing tools to send what waits for its debounce', async () => {
  const leaving = jest.fn();
  window.addEventListener(LEAVING_EVENT, leaving);
  const { store } = setup();
  act(() => void store.dispatch(sessionActions.saveStarted()));
  fireEvent.click(screen.getByText('to b'));
  expect(await screen.findByText(HELD)).toBeTruthy();
  expect(leaving).toHaveBeenCalledTimes(1);
  window.removeEventListener(LEAVING_EVENT, leaving);
});
