/**
 * The one inline script of a server-rendered page (docs/decisions.md, "Read path"). It does three things:
 * - it remembers the last button tapped before the scripts take over (the shell taps it again once the page is
 *   hydrated: bootstrap.tsx); links need nothing, the browser follows them;
 * - it starts the app's scripts once the page has loaded (its stylesheets, fonts and first-screen pictures),
 *   or at once when the visitor touches or types, or after AFTER_LOAD_LIMIT_MS at the latest. Until then the page
 *   loads as the same page without scripts would: on a phone's link the largest picture does not share the
 *   bandwidth and the connections with ~180 KB of scripts, nor wait for their run (bench:lcp).
 * - it stops each picture box's loading shimmer once its picture has loaded (React does it once the page is
 *   hydrated). The shimmer animates a background, which is painted and rastered again at every frame: before,
 *   every box of a server-made page shimmered behind its loaded picture until the scripts ran (a folder on the
 *   phone profile: 1.4–1.6 s of raster and 0.5–0.7 s of the main thread's paint in its first 4 s, against
 *   0.13–0.2 s and 0.05–0.08 s without).
 * It sits in `<head>` before the stylesheets (page-document.ts), so it runs as soon as it is parsed: every
 * picture's load and every tap come after its listeners. The page names its scripts in placeholders that load
 * nothing (`deferAppScripts`). The Content-Security-Policy allows exactly this text by its hash (never
 * 'unsafe-inline'); a hash rather than a nonce, since cached public pages are served to many visitors byte for byte.
 */
import { createHash } from 'node:crypto';
import { MEDIA_BOX_CLASS, MEDIA_LOADED_CLASS, SSR_EARLY_TAP_GLOBAL, SSR_HYDRATING_ATTRIBUTE } from '@laurel/domain';

/** `<script type=…>` of a script the page starts after load (a data block: the browser does not fetch it). */
export const AFTER_LOAD_SCRIPT_TYPE = 'text/x-laurel-after-load';
/** On a `<link>` without `rel`: the `rel` it gets when the scripts start (the /remotes.json preload). */
export const AFTER_LOAD_REL_ATTRIBUTE = 'data-after-load-rel';
/** A page whose pictures never finish loading starts its scripts anyway after this long. */
export const AFTER_LOAD_LIMIT_MS = 8000;

const EARLY_TAP = `d.addEventListener('click',function(e){if(d.documentElement.hasAttribute('${SSR_HYDRATING_ATTRIBUTE}'))return;var b=e.target&&e.target.closest&&e.target.closest('#root button');if(b)w.${SSR_EARLY_TAP_GLOBAL}=b;},true);`;

const START = `var started=false;function start(){if(started)return;started=true;var i,n,l=d.querySelectorAll('link[${AFTER_LOAD_REL_ATTRIBUTE}]');for(i=0;i<l.length;i++){n=l[i].cloneNode();n.rel=l[i].getAttribute('${AFTER_LOAD_REL_ATTRIBUTE}');d.head.appendChild(n);}var s=d.querySelectorAll('script[type="${AFTER_LOAD_SCRIPT_TYPE}"]');for(i=0;i<s.length;i++){n=d.createElement('script');n.src=s[i].getAttribute('data-src');n.async=false;d.head.appendChild(n);}}function soon(){w.requestAnimationFrame(function(){w.setTimeout(start,0);});}if(d.readyState==='complete')soon();else w.addEventListener('load',soon);d.addEventListener('pointerdown',start,true);d.addEventListener('keydown',start,true);w.setTimeout(start,${AFTER_LOAD_LIMIT_MS});`;

const PICTURES = `d.addEventListener('load',function(e){var p=e.target,b=p&&p.tagName==='IMG'&&p.parentNode;if(b&&b.classList&&b.classList.contains('${MEDIA_BOX_CLASS}'))b.classList.add('${MEDIA_LOADED_CLASS}');},true);`;

export const PAGE_SCRIPT_SOURCE = `(function(w,d){${EARLY_TAP}${PICTURES}${START}})(window,document);`;

/** The CSP source expression allowing PAGE_SCRIPT_SOURCE. */
export const PAGE_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT_SOURCE, 'utf8').digest('base64')}'`;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's `<script defer src>` tags become placeholders PAGE_SCRIPT_SOURCE starts after load, and its
 * `<link rel="preload">` tags (/remotes.json, which only the scripts read) wait with them.
 */
export function deferAppScripts(html: string): string {
  return html
    .replace(
      /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi,
      (_m, src: string) => `<script type="${AFTER_LOAD_SCRIPT_TYPE}" data-src="${attr(src)}"></script>`,
    )
    .replace(
      /<link\b([^>]*)\brel="preload"([^>]*)>/gi,
      (_m, a: string, b: string) => `<link${a}${AFTER_LOAD_REL_ATTRIBUTE}="preload"${b}>`,
    );
}
