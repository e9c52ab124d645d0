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

it('catches up from a reply that arrived while the stream opened, older than where the stream started', () => {
  streamCurrentFrom(null);
  streamCurrentFrom(20); // a stream of an earlier page: the page now shows 20
  const behind: number[] = [];
  const stop = onBehind((v) => behind.push(v));
  // A TV opens its stream before its first reads are answered (it names no version: `since` is none); the
  // styling, read before an edit, is answered at 20 while the stream opens and tells the current version, 21.
  noteShownVersion(20);
  streamCurrentFrom(21, 21);
  expect(behind).toEqual([20]);
  // A stream that started after 20 told what changed since: nothing shown is behind it.
  streamCurrentFrom(22, 20);
  expect(behind).toEqual([20]);
  // After a reload everything is fetched again.
  streamCurrentFrom(null);
  noteShownVersion(5);
  streamCurrentFrom(23, 0);
  expect(behind).toEqual([20]);
  stop();
  streamCurrentFrom(null);
});
