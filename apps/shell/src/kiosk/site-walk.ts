/**
 * The whole published site through the kiosk's service worker, so it can be browsed offline: the folder tree,
 * every visible folder, every profile, the search data and options, and the photos at the sizes the pages
 * show them (the file `mediaFileFor` picks for the drawn width on this screen, as the pages' srcset would).
 * Runs when the kiosk is idle, two requests at a time; stops when `signal` aborts.
 * The photos load through plain `new Image()` with a `src` only: Chromium keeps an image with a
 * viewport-dependent `srcset`/`sizes` alive for good (its viewport listener), which leaked one image per
 * photo at every walk, that is after every edit.
 */
import { mediaFileFor } from '@laurel/ui';
import { apiBaseUrl, publicApi, type AppDispatch } from '@laurel/api-client';
import { apiUrl, type CategoryTreeNode, type MediaItem } from '@laurel/domain';

/**
 * The widths (CSS px, for a viewport width) the public pages show photos at, as their `sizes` say: cards and
 * folder covers '(max-width: 600px) 50vw, 25vw', the profile '(max-width: 800px) 100vw, 40vw'.
 */
type PhotoWidth = (viewportWidth: number) => number;
const CARD: PhotoWidth = (w) => (w <= 600 ? w / 2 : w / 4);
const PROFILE: PhotoWidth = (w) => (w <= 800 ? w : w * 0.4);

async function inTurns<T>(items: T[], work: (item: T) => Promise<unknown>, signal: AbortSignal, width = 2) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const item = items[next++];
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function loadPhoto(media: MediaItem | null | undefined, width: PhotoWidth): Promise<void> {
  if (!media?.url || media.type === 'video') return Promise.resolve();
  const url = mediaFileFor(media, Math.round(width(innerWidth) * (devicePixelRatio || 1))) ?? media.url;
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => {
      img.onload = img.onerror = null;
      resolve();
    };
    img.src = url;
  });
}

const flatten = (nodes: CategoryTreeNode[]): CategoryTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

export async function walkSite(dispatch: AppDispatch, siteId: string, signal: AbortSignal): Promise<number> {
  let requests = 0;
  const read = async <T>(thunk: { unwrap(): Promise<T>; unsubscribe(): void }) => {
    requests += 1;
    try {
      return await thunk.unwrap();
    } finally {
      thunk.unsubscribe();
    }
  };
  // forceRefetch: what the page read before the worker controlled it went past the worker; read it again.
  const again = { forceRefetch: true } as const;
  const e = publicApi.endpoints;
  const tree = await read(dispatch(e.getCategoryTree.initiate({ siteId }, again)));
  await Promise.all([
    read(dispatch(e.getStyling.initiate(siteId, again))),
    read(dispatch(e.getCategories.initiate({ siteId }, again))),
    read(dispatch(e.getCategories.initiate({ siteId, all: true }, again))),
    read(dispatch(e.getSearchOptions.initiate(siteId, again))),
    fetch(`${apiBaseUrl()}${apiUrl('GET /sites/:siteId/search-data', { siteId })}`).then(() => (requests += 1)),
  ]);
  const folders = flatten(tree);
  const photos: [MediaItem | null | undefined, PhotoWidth][] = folders.map((f) => [f.coverImage, CARD]);
  const entryIds: string[] = [];
  await inTurns(
    folders,
    async (folder) => {
      const reply = await read(dispatch(e.getCategory.initiate({ siteId, categoryId: folder._id }, again)));
      for (const e of reply.entries) {
        entryIds.push(e._id);
        for (const width of [CARD, PROFILE]) photos.push([e.headshot, width]);
      }
    },
    signal,
  );
  await inTurns(entryIds, (entryId) => read(dispatch(e.getEntry.initiate({ siteId, entryId }, again))), signal);
  await inTurns(photos, ([media, width]) => loadPhoto(media, width), signal, 3);
  return requests;
}
