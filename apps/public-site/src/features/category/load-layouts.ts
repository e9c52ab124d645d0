import { lazy, type ComponentType } from 'react';
import type { CategoryLayout } from '@laurel/domain';

type FilterBarModule = typeof import('../filters/entry-filter-bar');
type RecordsBoardModule = typeof import('../records/records-board');
let filterBar: FilterBarModule | undefined;
let recordsBoard: RecordsBoardModule | undefined;

/** The records board's code: a chunk of its own (not on the way to a profile). */
export const loadRecordsBoard = () => import('../records/records-board').then((m) => (recordsBoard = m));
/** The filter bar's code (with `@laurel/ui/filters`): a chunk of its own, not on a visitor's home page. */
export const loadFilterBar = () => import('../filters/entry-filter-bar').then((m) => (filterBar = m));

/**
 * `lazy` that renders at once when the chunk has already loaded (a thenable that resolves synchronously):
 * a server-rendered page whose chunks were loaded first hydrates in one go (preload-server-page.ts).
 */
function lazyChunk<P extends object, M>(
  loaded: () => M | undefined,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
) {
  return lazy(() => {
    const now = loaded();
    if (!now) return load().then((m) => ({ default: pick(m) }));
    const ready = { default: pick(now) };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
}

export const LazyEntryFilterBar = lazyChunk(
  () => filterBar,
  loadFilterBar,
  (m) => m.EntryFilterBar,
);
export const LazyRecordsBoard = lazyChunk(
  () => recordsBoard,
  loadRecordsBoard,
  (m) => m.RecordsBoard,
);

/**
 * Loads the code a folder's page needs beyond the cards (its filter bar, and the records board) before the
 * visitor opens it: on the intent to open it, or when a page is idle. Home does not load it when idle, so a
 * visitor's first page stays as light as it was.
 */
export function preloadLayout(layout: CategoryLayout | undefined): void {
  void loadFilterBar();
  if (layout === 'RecordsLayout') void loadRecordsBoard();
}
