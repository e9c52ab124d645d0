import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { makeStore, sessionActions } from '@laurel/api-client';
import { AppRoutes } from './app/app-routes';
import { blockableHistory } from './app/blockable-history';
import { holdWhileSaving } from './app/hold-while-saving';
import { HistoryContext } from './app/history-context';
import { installChunkErrorReload } from './federation/global-errors';
import { warmFirstScreen } from './federation/warm-remote';
import { PageLoading } from './layouts/page-loading';
import { fetchConfigJson, hostingOf } from './monitoring/config-json';
import { prepareMonitoring } from './monitoring/use-monitoring';
import { hashToPath } from './routes/url-rules';
import { watchCmsMode } from './session/watch-cms-mode';
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
store.dispatch(sessionActions.siteIdSet(readActiveSite(location.pathname, location.search, storage)));
void fetchConfigJson().then((config) => store.dispatch(sessionActions.hostingSet(hostingOf(config))));
installChunkErrorReload();
prefetchFirstScreen(store, location.pathname);
// /config.json (and, when it names them, the monitoring and flag code) while the first screen loads; they
// start once the app has mounted.
void prepareMonitoring();

// The declarative router: the data router's extra code (~16 KB gzip) bought us only `useBlocker`, which
// app/blockable-history.ts provides. Route changes render at once rather than in a transition: a tap wants
// the next page in the next frame (every later page is in the remote module loaded for the first one).
const appHistory = blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
watchCmsMode(store, appHistory);
holdWhileSaving(store, appHistory);

const root = createRoot(document.getElementById('root')!);
root.render(<PageLoading />);
void warmFirstScreen(location.pathname).then(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <HistoryContext.Provider value={appHistory}>
          <HistoryRouter history={appHistory.history} useTransitions={false}>
            <AppRoutes />
          </HistoryRouter>
        </HistoryContext.Provider>
      </Provider>
    </StrictMode>,
  ),
);

// Sign-in state after the first render: public pages never wait for it.
void startSession(store.dispatch, store.getState);
