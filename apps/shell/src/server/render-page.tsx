/**
 * The server render of a public page (docs/decisions.md, "Server-rendered public pages"): the shell's own
 * route tree under a static router, with the public-site remote's pages loaded from its Node build by Module
 * Federation (sharing this build's React, router and store libraries), the API answering the pages' queries
 * as an anonymous visitor. A query hook starts its request during a server render; the page is rendered again
 * until no new request starts, and the finished queries go to the browser with the markup.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { pathToFileURL } from 'node:url';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  api,
  customFontsStylesheetUrl,
  fulfilledQueries,
  makeStore,
  publicApi,
  sessionActions,
  setApiFetch,
  setApiOrigin,
  type AppStore,
} from '@laurel/api-client';
import { siteFontsStylesheetUrl, siteTheme } from '@laurel/theme';
import type { SsrRequest, SsrResult } from '@laurel/domain';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { loadRemoteModule } from '../federation/load-remote-module';
import { markRegistered } from '../federation/remotes-config';
import { readActiveSite, readTouchScreen } from '../session/url-session';
import { nodeFileRemotes } from './node-file-remotes';

/** Renders until no new query starts; pages need two or three (styling and tree, then what they decide). */
const MAX_PASSES = 5;
/** The base the API is called on during a server render (the fetch it is given ignores the host). */
const SERVER_ORIGIN = 'http://laurel.server-render';

let remote: { entry: string; ready: Promise<unknown> } | null = null;

/** Registers the public-site remote's Node container once and loads its pages (RemotePage then renders them at once). */
function publicSitePages(entry: string): Promise<unknown> {
  if (remote?.entry === entry) return remote.ready;
  if (!remote) registerPlugins([nodeFileRemotes()]);
  registerRemotes([{ name: 'public_site', entry: pathToFileURL(entry).href }], { force: true });
  markRegistered(['public_site']);
  remote = { entry, ready: loadRemoteModule('public_site', './pages') };
  return remote.ready;
}

async function prerender(store: AppStore, url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} history={null}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // Every boundary in place: React otherwise sends large ones hidden, revealed by an inline script, and
    // a page must show without scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Each query's key, state and time of arrival: equal before and after a render when it drew what was known. */
function queryStates(store: AppStore): string {
  return Object.entries(store.getState().api.queries)
    .map(([key, q]) => `${key}:${q?.status}:${q?.fulfilledTimeStamp ?? ''}`)
    .sort()
    .join('|');
}

export async function renderPage(request: SsrRequest): Promise<SsrResult> {
  await publicSitePages(request.publicSiteEntry);
  setApiOrigin(SERVER_ORIGIN);
  setApiFetch(request.fetch);
  const url = new URL(request.url, SERVER_ORIGIN);
  // The session as the browser's first render has it for a visitor (bootstrap.tsx), from the URL alone.
  const touchScreen = readTouchScreen(url.search, null);
  const siteId = readActiveSite(url.pathname, url.search, null) ?? '';
  const store = makeStore(undefined, { autoBatch: { type: 'tick' } });
  store.dispatch(sessionActions.touchScreenSet(touchScreen));
  store.dispatch(sessionActions.siteIdSet(siteId || null));

  let html = '';
  let drawn = false;
  for (let pass = 0; pass < MAX_PASSES && !drawn; pass += 1) {
    const before = queryStates(store);
    html = await prerender(store, request.url);
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    // The markup shows the data only if no query started or finished while it was drawn: a query that
    // finished mid-render (a busy server) would go to the browser without being in the markup, and the
    // browser's first render would then differ from it (React #418).
    drawn = running.length === 0 && queryStates(store) === before;
    await Promise.all(running);
  }
  const state = store.getState();
  const queries = Object.values(state.api.queries);
  const complete = drawn && queries.every((q) => q?.status === 'fulfilled');
  const site = publicApi.endpoints.getStyling.select(siteId)(state).data;
  const theme = site ? siteTheme(site) : null;
  const stylesheets = site
    ? [siteFontsStylesheetUrl(site, request.fontsBaseUrl), customFontsStylesheetUrl(site.siteID, site.customFonts)]
    : [];
  return {
    complete: complete && Boolean(site),
    html,
    data: { session: { styleID: siteId, touchScreen }, path: url.pathname, queries: fulfilledQueries(state) },
    root: {
      style: theme
        ? Object.entries(theme.variables)
            .map(([name, value]) => `${name}: ${value}`)
            .join('; ')
        : '',
      dark: Boolean(theme?.dark),
      touch: touchScreen,
    },
    // As the browser writes them: API paths on the page's own origin.
    stylesheets: stylesheets
      .filter((href): href is string => Boolean(href))
      .map((href) => href.replace(SERVER_ORIGIN, '')),
  };
}
