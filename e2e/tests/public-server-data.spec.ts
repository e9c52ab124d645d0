import { expect, test } from './fixtures';
import { SITE } from './public-helpers';

// Issue 26 (phones): on a phone's link every byte of a server-rendered page counts before its largest picture
// shows. The page carries the data its first screen shows and no more (Home: the events it lists, not the whole
// calendar; a profile: its folder's profiles without their pictures, for the pager), and names the first
// screen's pictures in <head> (a card's backdrop is a CSS background, otherwise found only after the styles).

const HOME = `/home/${SITE}`;
const PROFILE = `/entry/${SITE}/cat-1970s/entry-isaiah-lawson`;

interface Query {
  endpointName: string;
  arg: Record<string, unknown>;
  value: unknown;
}
function parts(html: string) {
  const block = /<script type="application\/json" id="laurel-ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    head: html.slice(0, html.indexOf('</head>')),
    root: html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"')),
    block,
    queries: (JSON.parse(block) as { queries: Query[] }).queries,
  };
}
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Home carries only the events it shows, and asks for its first pictures in <head>', async ({ request }) => {
  const { head, root, block, queries } = parts(await (await request.get(HOME)).text());
  const calendars = queries.filter((q) => q.endpointName === 'getCalendar');
  expect(calendars).toHaveLength(1);
  expect(calendars[0].arg).toMatchObject({ upcoming: 3 });
  const events = calendars[0].value as { summary: string }[];
  expect(events.length).toBeGreaterThan(0);
  expect(events.length).toBe(root.match(/class="ps-events__item"/g)?.length);
  for (const e of events) expect(root).toContain(e.summary);
  // the whole feed made it 40 KB
  expect(block.length).toBeLessThan(20_000);
  // the first card's backdrop and the logo are preloaded, at high priority, before any markup
  const backdrop = /class="ui-card[^"]*"[^>]*style="background-image:url\(&quot;([^&]+)&quot;\)"/.exec(root)?.[1];
  expect(backdrop).toBeTruthy();
  expect(head).toMatch(new RegExp(`<link rel="preload"[^>]*href="${escaped(backdrop!)}"[^>]*fetchPriority="high"`));
  expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]*logo[^"]*"[^>]*fetchPriority="high"/);
  expect(root).not.toContain('rel="preload"');
});

test("a profile carries its folder's profiles without their pictures, and draws its pager with them", async ({
  request,
}) => {
  const { root, block, queries } = parts(await (await request.get(PROFILE)).text());
  expect(queries.map((q) => q.endpointName)).not.toContain('getCategory');
  const outline = queries.find((q) => q.endpointName === 'getCategoryOutline');
  expect(outline?.arg).toMatchObject({ siteId: SITE, categoryId: 'cat-1970s' });
  const entries = (outline!.value as { entries: Record<string, unknown>[] }).entries;
  expect(entries.length).toBeGreaterThan(1);
  for (const entry of entries) for (const key of ['headshot', 'media']) expect(entry).not.toHaveProperty(key);
  expect(root).toMatch(new RegExp(`class="ps-pager__count">\\d+<!-- --> of <!-- -->${entries.length}<`));
  // the whole folder made it 40 KB
  expect(block.length).toBeLessThan(26_000);
});
