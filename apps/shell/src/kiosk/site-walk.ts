/**
 * The whole published site through the kiosk's service worker, so it can be browsed offline: the folder tree,
 * every visible folder, every profile, the search data and options, and the photos at the sizes the pages
 * show them (an off-screen <img> with the pages' srcset and sizes lets the browser pick the same file). Runs
 * when the kiosk is idle, two requests at a time; stops when `signal` aborts.
 */
import { mediaSrcSet } from '@laurel/ui';
import { apiBaseUrl, publicApi, type AppDispatch } from '@laurel/api-client';
import type { CategoryTreeNode, MediaItem } from '@laurel/domain';

/** The sizes the public pages show photos at (cards, the profile, folder covers). */
const PHOTO_SIZES = ['(max-width: 600px) 50vw, 25vw', '(max-width: 800px) 100vw, 40vw'];

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

function loadPhoto(media: MediaItem | null | undefined, sizes: string): Promise<void> {
  const srcset = mediaSrcSet(media);
  if (!media?.url || media.type === 'video') return Promise.resolve();
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    if (srcset) {
      img.sizes = sizes;
      img.srcset = srcset;
    }
    img.src = media.url;
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
    fetch(`${apiBaseUrl()}/sites/${encodeURIComponent(siteId)}/search-data`).then(() => (requests += 1)),
  ]);
  const folders = flatten(tree);
  const photos: [MediaItem | null | undefined, string][] = folders.map((f) => [f.coverImage, PHOTO_SIZES[0]]);
  const entryIds: string[] = [];
  await inTurns(
    folders,
    async (folder) => {
      const reply = await read(dispatch(e.getCategory.initiate({ siteId, categoryId: folder._id }, again)));
      for (const e of reply.entries) {
        entryIds.push(e._id);
        for (const sizes of PHOTO_SIZES) photos.push([e.headshot, sizes]);
      }
    },
    signal,
  );
  await inTurns(entryIds, (entryId) => read(dispatch(e.getEntry.initiate({ siteId, entryId }, again))), signal);
  await inTurns(photos, ([media, sizes]) => loadPhoto(media, sizes), signal, 3);
  return requests;
}
