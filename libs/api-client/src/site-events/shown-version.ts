/**
 * The content version a page shows (issue 26): the lowest `X-Content-Version` among the public replies it got
 * (and the server-made page's `<meta name="laurel-content-version">`). The change stream opens from it
 * (`?since=`), so an edit saved between the page's first reads and the stream's opening is sent at once. A
 * reply older than where the stream started (it was in flight while the stream opened) asks the stream to
 * catch up from that reply's version (`onBehind`). One value per page (api-client is a shared singleton).
 */
import { CONTENT_VERSION_META } from '@laurel/domain';

let shown: number | null = null;
let streamFrom: number | null = null;
const behind = new Set<(version: number) => void>();

export const shownVersion = (): number | null => shown;

/** A public reply (or the page itself) showed content at `version`. */
export function noteShownVersion(version: number): void {
  if (!Number.isSafeInteger(version) || version < 0) return;
  if (shown === null || version < shown) shown = version;
  if (streamFrom !== null && version < streamFrom) for (const listener of behind) listener(version);
}

/** The header of a reply, as the base query sees it. */
export function noteReplyHeaders(headers: Headers | undefined): void {
  const value = headers?.get('x-content-version');
  if (value && /^[0-9]{1,15}$/.test(value)) noteShownVersion(Number(value));
}

/**
 * The stream is current from `version` on (its `event: version`): replies older than that are behind. It told
 * what changed after `covers` (its `since`, or `version` itself when it named none), so a reply that came while
 * it opened with content older than that (a TV's first reads, answered before an edit and arriving after the
 * stream was asked for) is behind too: caught up from at once rather than taken for current.
 */
export function streamCurrentFrom(version: number | null, covers = 0): void {
  const lowest = shown;
  streamFrom = version;
  if (version === null) return;
  shown = version;
  if (lowest !== null && lowest < covers) for (const listener of behind) listener(lowest);
}

/** Called with the version of a reply older than the stream's start. */
export function onBehind(listener: (version: number) => void): () => void {
  behind.add(listener);
  return () => behind.delete(listener);
}

const readPages = new WeakSet<Document>();

/** Reads the version a server-made page names (once per document: later pages of the app are its own reads). */
export function readPageVersion(doc: Document | undefined = typeof document === 'undefined' ? undefined : document) {
  if (!doc || readPages.has(doc)) return;
  readPages.add(doc);
  const content = doc?.querySelector(`meta[name="${CONTENT_VERSION_META}"]`)?.getAttribute('content');
  if (content && /^[0-9]{1,15}$/.test(content)) noteShownVersion(Number(content));
}
