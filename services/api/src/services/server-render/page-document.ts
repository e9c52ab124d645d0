/**
 * The HTML of a public page: the shell's built `index.html` with the page's head tags (title, description,
 * canonical, link previews), the stylesheets it needs before any script runs, the site's theme on `<html>`,
 * and, when the page was rendered on the server, its markup in `#root` and its data in a JSON data block.
 */
import { CONTENT_VERSION_META, SSR_DATA_ELEMENT_ID, type SsrResult } from '@laurel/domain';
import { withHead, type PageMeta } from '../public-pages/page-meta-service';
import { deferAppScripts, PAGE_SCRIPT_SOURCE } from './page-script';

const PAGE_SCRIPT = `<script>${PAGE_SCRIPT_SOURCE}</script>`;

/** The `<link rel="preload">` tags a server render starts with. */
const LEADING_PRELOADS = /^(?:<link\b[^>]*\brel="preload"[^>]*>)+/i;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end the script element it sits in, nor open a comment in it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function pageDocument(
  shellHtml: string,
  meta: PageMeta | null,
  rendered: SsrResult | null,
  stylesheets: string[],
  version?: number,
): string {
  let html = meta ? withHead(shellHtml, meta) : shellHtml;
  // The version the page shows: its change stream opens from there (libs/api-client site-events).
  const versionMeta = version !== undefined ? `<meta name="${CONTENT_VERSION_META}" content="${version}" />` : '';
  const links = [...stylesheets, ...(rendered?.stylesheets ?? [])]
    .map((href) => `<link rel="stylesheet" href="${attr(href)}" />`)
    .join('');
  // The page's script comes before the stylesheets: an inline script waits for the stylesheets above it, so here
  // it runs at once, and its listeners (an early tap or key, the pictures' loads) are there before anything is
  // painted or can be tapped. After them it ran only once they had arrived: a tap on a button already in the
  // document before that was lost.
  const script = rendered ? PAGE_SCRIPT : '';
  // Replacer functions throughout: page text may hold `$&` and the like.
  html = html.replace(/<\/head>/i, () => `${versionMeta}${script}${links}</head>`);
  if (!rendered) return html;
  const { root } = rendered;
  // React writes the first screen's picture hints (<link rel="preload">) at the start of what it renders: in
  // <head> the browser fetches those pictures with the stylesheets (a CSS background is otherwise found only
  // once they have loaded), and `#root` holds just the markup the browser hydrates.
  const preloads = LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '';
  const markup = rendered.html.slice(preloads.length);
  html = html.replace(
    /<html([^>]*)>/i,
    (_m, attrs: string) =>
      `<html${attrs} style="${attr(root.style)}" data-dark="${root.dark}" data-touch="${root.touch}">`,
  );
  // The page is there without scripts: the "needs JavaScript" note would be wrong, and they can wait for its
  // pictures (page-script.ts).
  html = deferAppScripts(html.replace(/<noscript>[\s\S]*?<\/noscript>/i, ''));
  html = html.replace(/<\/head>/i, () => `${preloads}</head>`);
  const data = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${scriptSafeJson(rendered.data)}</script>`;
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${markup}</div>${data}`);
}
