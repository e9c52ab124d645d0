import type { CategoryLayout } from '@laurel/domain';

/** The records board's code: a chunk of its own (not on the way to a profile). */
export const loadRecordsBoard = () => import('../records/records-board');
/** The filter bar's code (with `@laurel/ui/filters`): a chunk of its own, not on a visitor's home page. */
export const loadFilterBar = () => import('../filters/entry-filter-bar');

/**
 * Loads the code a folder's page needs beyond the cards (its filter bar, and the records board) before the
 * visitor opens it: on the intent to open it, or when a page is idle. Home does not load it when idle, so a
 * visitor's first page stays as light as it was.
 */
export function preloadLayout(layout: CategoryLayout | undefined): void {
  void loadFilterBar();
  if (layout === 'RecordsLayout') void loadRecordsBoard();
}
