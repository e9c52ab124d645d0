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
