import type { CategoryLayout } from '@laurel/domain';
import { loadOtherPages } from './page-chunks';
import { loadFilterBar, loadRecordsBoard } from './load-layouts';

/**
 * Loads the code a folder's page needs beyond the cards (its filter bar, and the records board) before the
 * visitor opens it: on the intent to open it, or when a page is idle. Home does not load it when idle, so a
 * visitor's first page stays as light as it was. Apart from load-layouts.ts, which the pages' chunk itself uses:
 * that chunk's code never imports its own loader (no import circle).
 */
export function preloadLayout(layout: CategoryLayout | undefined): void {
  void loadOtherPages();
  void loadFilterBar();
  if (layout === 'RecordsLayout') void loadRecordsBoard();
}
