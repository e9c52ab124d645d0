import type { CategoryLayout } from '@laurel/domain';
import { loadOtherPages } from './page-chunks';
import { lazyChunk } from '../../lib/lazy-chunk';

type FilterBarModule = typeof import('../../features/filters/entry-filter-bar');
type RecordsBoardModule = typeof import('../../features/records/records-board');
let filterBar: FilterBarModule | undefined;
let recordsBoard: RecordsBoardModule | undefined;

/** The records board's code: a chunk of its own (not on the way to a profile). */
export const loadRecordsBoard = () => import('../../features/records/records-board').then((m) => (recordsBoard = m));
/** The filter bar's code (with `@laurel/ui/filters`): a chunk of its own, not on a visitor's home page. */
export const loadFilterBar = () => import('../../features/filters/entry-filter-bar').then((m) => (filterBar = m));

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
  void loadOtherPages();
  void loadFilterBar();
  if (layout === 'RecordsLayout') void loadRecordsBoard();
}
