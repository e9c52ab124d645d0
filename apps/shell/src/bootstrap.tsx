import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { makeStore, openEarlyStream, seedQueries, sessionActions } from '@laurel/api-client';
import { AfterHydration } from './app/after-hydration';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { blockableHistory } from './app/blockable-history';
import { markHydrating, readServerHandoff, replayEarlyTap, whenPageReady } from './app/server-handoff';
import { installChunkErrorReload } from './federation/global-errors';
import { warmFirstScreen } from './federation/warm-remote';
import { warmServerPage } from './federation/warm-server-page';
import { PageLoading } from './layouts/page-loading';
import { fetchConfigJson, hostingOf } from './monitoring/config-json';
import { prepareMonitoring } from './monitoring/use-monitoring';
import { hashToPath } from './routes/url-rules';
import { isPreviewSearch, previewAtOf } from '@laurel/domain';
import { onFirstSignIn } from './session/on-first-sign-in';
import { prefetchFirstScreen } from './session/prefetch-first-screen';
import { startSession } from './session/start-session';
import { browserStorage, readActiveSite, readTouchScreen, rememberActiveSite } from './session/url-session';
import './styles/shell.css';

// Old hash links (`/#/home/default`) become real paths before the router reads the URL.
const fromHash = hashToPath(location.search, location.hash);
if (fromHash) history.replaceState(history.state, '', fromHash);

const storage = browserStorage();
// RTK batches the notifications of query results; by default until the next animation frame, which a busy
// or GPU-less screen can hold back 50 ms and more after the data arrived. A microtask batches just as well.
const store = makeStore(undefined, { autoBatch: { type: 'tick' } });
store.dispatch(sessionActions.touchScreenSet(readTouchScreen(location.search, storage)));
// The site at a preview time (issue 29): fixed for this page load, before any read is made.
store.dispatch(sessionActions.previewAtSet(previewAtOf(location.search)));
// A screen that stops being a kiosk drops the kiosk's offline copy.
if (/[?&]touchScreen=(false|0)\b/.test(location.search))
  void import('./kiosk/register-kiosk-worker').then((m) => m.dropKioskWorker());
store.dispatch(sessionActions.siteIdSet(readActiveSite(location.pathname, location.search, storage)));
// Remembered at once (not only once the page is hydrated): a `lookup` link opened next goes to this site.
rememberActiveSite(store.getState().session.styleID, storage);
installChunkErrorReload();
// /config.json (and, when it names them, the monitoring and flag code) while the first screen loads; they
// start once the app has mounted.
void prepareMonitoring();

// The declarative router: the data router's extra code (~16 KB gzip) bought us only `useBlocker`, which
// app/blockable-history.ts provides. Route changes render at once rather than in a transition: a tap wants
// the next page in the next frame (every later page is in the remote module loaded for the first one).
const appHistory = blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
onFirstSignIn(store, appHistory);

const container = document.getElementById('root')!;
const rootOptions = {
  // An error no boundary caught unmounts the whole app: a kiosk (nobody to press reload) restarts itself.
  onUncaughtError(error: unknown) {
    console.error(error);
    if (store.getState().session.touchScreen) void import('./kiosk/after-crash').then((m) => m.afterCrash(container));
  },
};
const app = (
  <AppProviders store={store} history={appHistory}>
    <HistoryRouter history={appHistory.history} useTransitions={false}>
      <AppRoutes />
    </HistoryRouter>
  </AppProviders>
);
// The settings page's preview of Home (`?preview=1` in a frame): a visitor's page showing the unsaved settings.
const preview = isPreviewSearch(location.search) && window.parent !== window;
const afterFirstRender = (): void => {
  void fetchConfigJson().then((config) => store.dispatch(sessionActions.hostingSet(hostingOf(config))));
  // Sign-in state after the first render: public pages never wait for it. A preview stays a visitor's page.
  void startSession(store.dispatch, store.getState, preview ? '' : undefined);
  if (preview) void import('./app/home-preview').then((m) => m.receiveHomePreview(store));
};

// A public page the server rendered (with its data) shows before any script runs. It is hydrated, all at once,
// when the public-site remote and the page's own chunks have loaded (warmServerPage); a button tapped before
// then is tapped again once it is. Nothing else changes the store until then, so the first render makes the
// server's markup.
const handoff = readServerHandoff(document, store.getState().session, location.pathname);
if (handoff) {
  seedQueries(store.dispatch, handoff.queries);
  // The change stream opens now, from the version the page shows, not once the page is hydrated (seconds on a
  // busy screen): an edit saved meanwhile is refetched as soon as the page is (issue 26).
  const { styleID, touchScreen } = store.getState().session;
  openEarlyStream(styleID, touchScreen ? 'kiosk' : undefined);
  void warmServerPage(location.pathname, container).then(() => {
    markHydrating(document);
    hydrateRoot(container, <AfterHydration onDone={onHydrated}>{app}</AfterHydration>, rootOptions);
  });
  function onHydrated() {
    replayEarlyTap(window);
    // Not before the page's own parts are hydrated: a part still loading is hydrated later, from the store as
    // it is then, and the sign-in would change what it draws (CMS mode reads the editing view).
    whenPageReady(window, afterFirstRender);
  }
} else {
  // A preview's reads wait for the sign-in (they are an editor's); a visitor's page asks at once.
  if (!store.getState().session.previewAt) prefetchFirstScreen(store, location.pathname);
  const root = createRoot(container, rootOptions);
  root.render(<PageLoading />);
  void warmFirstScreen(location.pathname).then(() => root.render(app));
  afterFirstRender();
}
