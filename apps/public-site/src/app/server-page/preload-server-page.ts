import { loadFilterBar, loadRecordsBoard } from '../pages/load-layouts';
import { loadOtherPages } from '../pages/page-chunks';

/**
 * The code a server-rendered page's own chunks hold (the filter bar, the records board), loaded before the page
 * is hydrated: a part whose code is missing stays the server's markup until it loads, and an update reaching
 * it meanwhile (the session starting, a live refetch) makes React drop that markup and draw it again — the
 * filter bar and the boards would vanish and come back. Read from the server's markup itself: any page but
 * Home also needs the other pages' chunk (app/pages/page-chunks.ts).
 */
export function preloadServerPage(root: ParentNode): Promise<void> {
  const wanted: Promise<unknown>[] = [];
  if (!root.querySelector('.ps-home-wrap')) wanted.push(loadOtherPages());
  if (root.querySelector('.ui-filter-bar')) wanted.push(loadFilterBar());
  if (root.querySelector('[data-layout="RecordsLayout"]')) wanted.push(loadRecordsBoard());
  return Promise.all(wanted).then(() => undefined);
}
