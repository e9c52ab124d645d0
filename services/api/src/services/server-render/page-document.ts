/**
 * The HTML of a public page: the shell's built `index.html` with the page's head tags (title, description,
 * canonical, link previews), the stylesheets it needs before any script runs, the site's theme on `<html>`,
 * and, when the page was rendered on the server, its markup in `#root` and its data in a JSON data block.
 */
import { SSR_DATA_ELEMENT_ID, SSR_EARLY_TAP_GLOBAL, SSR_HYDRATING_ATTRIBUTE, type SsrResult } from '@laurel/domain';
import { withHead, type PageMeta } from '../page-meta-service';

/**
 * Remembers the last button tapped before the scripts take over (the shell taps it again once the page is
 * hydrated: bootstrap.tsx). Links need nothing: the browser follows them (the next page is rendered too).
 */
const EARLY_TAP = `<script>(function(d){d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('${SSR_HYDRATING_ATTRIBUTE}'))return;var b=e.target&&e.target.closest&&e.target.closest('#root button');if(b)window.${SSR_EARLY_TAP_GLOBAL}=b;},true);})(document);</script>`;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot end the script element it sits in, nor open a comment in it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function pageDocument(
  shellHtml: string,
  meta: PageMeta | null,
  rendered: SsrResult | null,
  stylesheets: string[],
): string {
  let html = meta ? withHead(shellHtml, meta) : shellHtml;
  const links = [...stylesheets, ...(rendered?.stylesheets ?? [])]
    .map((href) => `<link rel="stylesheet" href="${attr(href)}" />`)
    .join('');
  // Replacer functions throughout: page text may hold `$&` and the like.
  html = html.replace(/<\/head>/i, () => `${links}</head>`);
  if (!rendered) return html;
  const { root } = rendered;
  html = html.replace(
    /<html([^>]*)>/i,
    (_m, attrs: string) =>
      `<html${attrs} style="${attr(root.style)}" data-dark="${root.dark}" data-touch="${root.touch}">`,
  );
  // The page is there without scripts: the "needs JavaScript" note would be wrong.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
  const data = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${scriptSafeJson(rendered.data)}</script>`;
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${rendered.html}</div>${data}${EARLY_TAP}`);
}
