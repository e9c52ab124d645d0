/**
 * @jest-environment jsdom
 *
 * Issue 26 (phones): a server-rendered public page loads as the same page without scripts until it has loaded
 * (bench:lcp compares the two): the shell's script and the /remotes.json preload wait in placeholders, and the
 * page's one inline script starts them after the `load` event, or at once when the visitor touches or types.
 * A page the server did not render starts its scripts as the shell's index.html says.
 */
import type { SsrResult } from '@laurel/domain';
import { pageDocument } from '../../src/services/server-render/page-document';
import { AFTER_LOAD_LIMIT_MS, PAGE_SCRIPT_SOURCE } from '../../src/services/server-render/page-script';

const SHELL =
  '<!doctype html><html lang="en"><head><link rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
  '<script defer src="/main.abc123.js"></script></head><body><noscript>Needs JavaScript</noscript>' +
  '<div id="root"></div></body></html>';
const RENDERED = {
  html: '<main><button type="button">Open</button></main>',
  data: { session: { styleID: 'default', touchScreen: false }, path: '/home/default', queries: [] },
  stylesheets: [],
  root: { style: '', dark: false, touch: false },
  complete: true,
} as SsrResult;

/** `<script>` elements the browser fetches (those with a `src`), as the parser would see them. */
const fetchedScripts = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);

test('a server-rendered page names its scripts without loading them, and ends with its one inline script', () => {
  const html = pageDocument(SHELL, null, RENDERED, []);
  expect(fetchedScripts(html)).toEqual([]);
  expect(html).toContain('<script type="text/x-laurel-after-load" data-src="/main.abc123.js"></script>');
  // the preload of /remotes.json (only the scripts read it) has no `rel` until they start
  expect(html).not.toMatch(/\srel="preload"/);
  expect(html).toContain('data-after-load-rel="preload" href="/remotes.json"');
  // in <head> before any stylesheet: an inline script waits for the stylesheets above it, and a tap or a picture's
  // load before it ran would be missed
  const script = html.indexOf(`<script>${PAGE_SCRIPT_SOURCE}</script>`);
  expect(script).toBeGreaterThan(-1);
  expect(script).toBeLessThan(html.indexOf('</head>'));
  expect(html.lastIndexOf('<script>')).toBe(script); // the one inline script
});

test('a page the server did not render keeps the shell’s own script and preload', () => {
  const html = pageDocument(SHELL, null, null, []);
  expect(fetchedScripts(html)).toEqual(['/main.abc123.js']);
  expect(html).toContain('<link rel="preload" href="/remotes.json"');
});

/** Puts the page's head placeholders in this document and runs its inline script. */
function openPage(readyState: DocumentReadyState) {
  document.head.innerHTML =
    '<link data-after-load-rel="preload" href="/remotes.json" as="fetch" crossorigin>' +
    '<script type="text/x-laurel-after-load" data-src="/main.abc123.js"></script>';
  document.body.innerHTML = '<div id="root"><button type="button">Open</button></div>';
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  new Function(PAGE_SCRIPT_SOURCE)();
}
const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the scripts start after the page has loaded and painted, not before', () => {
  openPage('interactive');
  jest.advanceTimersByTime(1000);
  expect(started()).toEqual([]);
  expect(preloads()).toEqual([]);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(100); // the next frame, then a task
  expect(started()).toEqual(['/main.abc123.js']);
  expect(preloads()).toEqual(['/remotes.json']);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(100);
  expect(started()).toHaveLength(1); // once
});

test('a touch or a key starts them at once, and a page that never finishes loading gets them anyway', () => {
  openPage('interactive');
  document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(started()).toEqual(['/main.abc123.js']);

  openPage('interactive');
  jest.advanceTimersByTime(AFTER_LOAD_LIMIT_MS - 1);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(['/main.abc123.js']);
});

test('a button tapped before the scripts took over is remembered for them', () => {
  openPage('interactive');
  const button = document.querySelector('button')!;
  button.click();
  expect((window as unknown as Record<string, unknown>).__laurelEarlyTap).toBe(button);
});

test('a picture that has loaded stops its box shimmering before the scripts run', () => {
  // the script runs from <head>, before the pictures are parsed
  document.body.innerHTML = '';
  new Function(PAGE_SCRIPT_SOURCE)();
  document.body.innerHTML =
    '<div class="ui-media ui-media--cover" id="first"><img src="/a.webp" alt=""></div>' +
    '<div class="ui-media ui-media--cover" id="second"><img src="/b.webp" alt=""></div>' +
    '<div class="ui-card" id="other"><img src="/c.webp" alt=""></div>';
  const loaded = () => [...document.querySelectorAll('.is-loaded')].map((e) => e.id);
  expect(loaded()).toEqual([]);
  document.querySelector('#first img')!.dispatchEvent(new Event('load'));
  document.querySelector('#other img')!.dispatchEvent(new Event('load'));
  expect(loaded()).toEqual(['first']); // only picture boxes, and only once their picture is there
  document.querySelector('#second img')!.dispatchEvent(new Event('load'));
  expect(loaded()).toEqual(['first', 'second']);
});
