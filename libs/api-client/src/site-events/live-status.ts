/**
 * How a page keeps up with its site's changes, for the screen heartbeat (kiosks, cast screens): whether the
 * change-notice stream is held, whether notices are waiting to be applied, and the content version the page
 * last caught up with when it had to poll instead. One value per page (api-client is a shared singleton).
 */
export interface LiveStatus {
  siteId: string | null;
  /** The stream is open: every change reaches this page within a second. */
  streamOpen: boolean;
  /** The stream cannot be held; the site's live state is polled instead. */
  polling: boolean;
  /** Notices received and not yet handed to the page. */
  pending: boolean;
  /** The content version the page caught up with through the poll (0 = not known). */
  syncedVersion: number;
}

const status: LiveStatus = { siteId: null, streamOpen: false, polling: false, pending: false, syncedVersion: 0 };
const listeners = new Set<() => void>();

export const liveStatus = (): Readonly<LiveStatus> => status;

export function updateLiveStatus(patch: Partial<LiveStatus>): void {
  Object.assign(status, patch);
  for (const listener of listeners) listener();
}

/** Called after every status change (the heartbeat reports a catch-up at once). */
export function onLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
