/**
 * Issue 26 (phones): the first screen's pictures are fetched with the page's stylesheets. React writes its
 * hints for them (`<link rel="preload" as="image">`: the images it marks high priority, a first card's CSS
 * backdrop) at the start of a server render of `#root`; the page moves them into <head>, so `#root` holds just
 * the markup the browser hydrates.
 */
import type { SsrResult } from '@laurel/domain';
import { pageDocument } from '../../src/services/server-render/page-document';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Laurel</title></head><body><div id="root"></div></body></html>';
const PRELOADS =
  '<link rel="preload" as="image" imageSrcSet="/a-w320.webp 320w, /a.png 600w" imageSizes="240px" fetchPriority="high"/>' +
  '<link rel="preload" href="/api/v1/media/s/generic-w320.webp" as="image" fetchPriority="high"/>';
const MARKUP =
  '<!--$--><main><a style="background-image:url(&quot;/api/v1/media/s/generic-w320.webp&quot;)">Card</a></main><!--/$-->';
const rendered = (html: string) =>
  ({
    html,
    data: { session: { styleID: 's', touchScreen: false }, path: '/home/s', queries: [] },
    stylesheets: ['/api/v1/fonts/css2?family=Oswald'],
    root: { style: '', dark: false, touch: false },
    complete: true,
  }) as SsrResult;

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div><script'));

test("the render's picture hints go into <head>, after the stylesheets; #root keeps only the markup", () => {
  const html = pageDocument(SHELL, null, rendered(PRELOADS + MARKUP), ['/main.css']);
  expect(head(html).endsWith(PRELOADS)).toBe(true);
  expect(head(html).indexOf('/main.css')).toBeLessThan(head(html).indexOf(PRELOADS));
  expect(root(html)).toBe(`<div id="root">${MARKUP}`);
});

test('a render without hints, and a link further in the markup, are left where they are', () => {
  const inner = '<main><link rel="preload" href="/later.webp" as="image"/>x</main>';
  const html = pageDocument(SHELL, null, rendered(inner), []);
  expect(head(html)).not.toContain('rel="preload"');
  expect(root(html)).toBe(`<div id="root">${inner}`);
});
