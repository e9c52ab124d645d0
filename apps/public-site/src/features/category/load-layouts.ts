import type { CategoryLayout } from '@laurel/domain';

/** The records board's code: a chunk of its own (not on the way to a profile). */
export const loadRecordsBoard = () => import('../records/records-board');

/**
 * Loads the code a folder's layout needs beyond the cards (the records board) before the visitor opens it:
 * on the intent to open it, or when a page is idle. Home does not load it when idle, so a visitor's first
 * page stays as light as it was.
 */
export function preloadLayout(layout: CategoryLayout | undefined): void {
  if (layout === 'RecordsLayout') void loadRecordsBoard();
}
