import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { makeStore, sessionActions } from '@laurel/api-client';
import { installChunkErrorReload } from './federation/global-errors';
import { routes } from './routes/route-table';
import { hashToPath } from './routes/url-rules';
import { prefetchFirstScreen } from './session/prefetch-first-screen';
import { startSession } from './session/start-session';
import { browserStorage, readActiveSite, readTouchScreen } from './session/url-session';
import './styles/shell.css';

// Old hash links (`/#/home/default`) become real paths before the router reads the URL.
const fromHash = hashToPath(location.search, location.hash);
if (fromHash) history.replaceState(history.state, '', fromHash);

const storage = browserStorage();
// RTK batches the notifications of query results; by default until the next animation frame, which a busy
// or GPU-less screen can hold back 50 ms and more after the data arrived. A microtask batches just as well.
const store = makeStore(undefined, { autoBatch: { type: 'tick' } });
store.dispatch(sessionActions.touchScreenSet(readTouchScreen(location.search, storage)));
store.dispatch(sessionActions.styleIdSet(readActiveSite(location.pathname, location.search, storage)));
installChunkErrorReload();
prefetchFirstScreen(store, location.pathname);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

// Sign-in state after the first render: public pages never wait for it.
void startSession(store.dispatch, store.getState);
