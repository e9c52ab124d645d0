import {
  noteReplyHeaders,
  noteShownVersion,
  onBehind,
  readPageVersion,
  shownVersion,
  streamCurrentFrom,
} from './shown-version';

it('keeps the lowest version the page shows, and asks to catch up from a reply older than the stream', () => {
  expect(shownVersion()).toBeNull();
  noteReplyHeaders(new Headers({ 'x-content-version': '12' }));
  noteReplyHeaders(new Headers({ 'x-content-version': '10' }));
  noteReplyHeaders(new Headers({ 'x-content-version': 'x' }));
  noteShownVersion(11);
  expect(shownVersion()).toBe(10);
  const behind: number[] = [];
  const stop = onBehind((v) => behind.push(v));
  streamCurrentFrom(14);
  expect(shownVersion()).toBe(14);
  noteShownVersion(14);
  noteShownVersion(13); // in flight while the stream opened
  expect(behind).toEqual([13]);
  stop();
  streamCurrentFrom(null);
});

it('reads the version a server-made page names', () => {
  streamCurrentFrom(null);
  const selectors: string[] = [];
  const page = {
    querySelector: (selector: string) => (selectors.push(selector), { getAttribute: () => '3' }),
  } as unknown as Document;
  readPageVersion(page);
  expect(selectors).toEqual(['meta[name="laurel-content-version"]']);
  expect(shownVersion()).toBe(3);
});
