/**
 * Server-rendered public pages (docs/decisions.md, "Server-rendered public pages"): what the API asks of the
 * shell's server render (`apps/shell/dist/server/render.js`, loaded at run time) and what it gets back, and
 * how the page hands the server's data to the browser.
 */

/** The `<script type="application/json">` holding the server's data (a data block: no script runs, any CSP allows it). */
export const SSR_DATA_ELEMENT_ID = 'laurel-ssr-data';
/** `<meta name=… content=N>`: the site's content version a server-made public page shows (issue 26). */
export const CONTENT_VERSION_META = 'laurel-content-version';

/**
 * A tap on a button of a server-rendered page before its scripts have taken over is remembered here (by a
 * small script in the page) and made again once the page is hydrated, so it is not lost.
 */
export const SSR_EARLY_TAP_GLOBAL = '__laurelEarlyTap';
/**
 * A picture's box (libs/ui `MediaImage`) and the class it gets once its picture has loaded, which stops the box's
 * loading shimmer. React sets it once the page is hydrated; before that the page's own script does, so that a
 * server-rendered page does not repaint every picture's shimmer at every frame until its scripts have run.
 */
export const MEDIA_BOX_CLASS = 'ui-media';
export const MEDIA_LOADED_CLASS = 'is-loaded';
/** Set on `<html>` when the browser has taken over a server-rendered page (from then on React replays taps). */
export const SSR_HYDRATING_ATTRIBUTE = 'data-hydrating';
/**
 * Set on `<html>` once a public page runs in the browser (its page frame has mounted: kiosk idle return,
 * swipes and every other handler are live). A server-rendered page shows before that; tests wait for it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** One finished query of the server's store: the browser's store gets the same entry before it hydrates. */
export interface SsrQueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export interface SsrData {
  /** What the server assumed of the visitor; a browser that knows otherwise (a kiosk's stored flag) renders afresh. */
  session: { styleID: string; touchScreen: boolean };
  /** The path it was rendered for: a document served for another path (a kiosk's offline copy) renders afresh. */
  path: string;
  queries: SsrQueryEntry[];
}

export interface SsrRequest {
  /** Path and query of the page. */
  url: string;
  /** Answers the page's API calls (the API itself, in-process, as an anonymous visitor). */
  fetch: typeof fetch;
  /** The public-site remote's Node container (`apps/public-site/dist/server/remoteEntry.js`), a file path. */
  publicSiteEntry: string;
  /** The css2 fonts service the browser will use (the runtime config's, else the API's own). */
  fontsBaseUrl: string;
}

export interface SsrResult {
  /** Everything the page's queries needed arrived: otherwise the page is not worth sending rendered. */
  complete: boolean;
  /** The markup of `#root`. */
  html: string;
  data: SsrData;
  /** The site's theme as the browser applies it to `<html>` (CSS variables, dark and touch flags). */
  root: { style: string; dark: boolean; touch: boolean };
  /** Font stylesheets the page uses (the shell adds the same ones in the browser). */
  stylesheets: string[];
}

/** The shell's server render module. */
export interface SsrModule {
  renderPage(request: SsrRequest): Promise<SsrResult>;
}
