/** Fewer rows than this per page would make a board a ticker: then fewer boards share the screen. */
const MIN_ROWS = 4;

export interface BoardFit {
  /** Rows of each board on one page. */
  rows: number;
  /** Boards on the screen at once; when a folder has more, they take turns (a set at a time). */
  boards: number;
}

/**
 * How a kiosk shows a folder's boards without scrolling, from the viewport size only (no layout reads). Boards
 * sit in columns of at least 560 design px (+24 gap) inside the page's 1760 design px; the bar, heading, filters
 * and margins take ~430 design px, each board's head, column titles and pager ~170, a row ~86, and the pager of
 * the board sets ~90. As many boards as fit with at least four rows each share the screen (all of them when they
 * fit); the others take turns.
 */
export function kioskBoardFit(boards: number, width: number, height: number): BoardFit {
  const px = Math.min(width, height) / 1080;
  const content = Math.min(width, 1760 * px) - 64 * px;
  const columns = Math.max(1, Math.floor((content + 24 * px) / (584 * px)));
  const fit = (stacked: number, sets: boolean) =>
    Math.floor((height - (sets ? 520 : 430) * px - stacked * 170 * px) / stacked / (86 * px));
  const all = Math.max(1, Math.ceil(boards / columns));
  if (fit(all, false) >= MIN_ROWS) return { rows: fit(all, false), boards };
  let stacked = all - 1;
  while (stacked > 1 && fit(stacked, true) < MIN_ROWS) stacked--;
  stacked = Math.max(1, stacked);
  return { rows: Math.max(MIN_ROWS, fit(stacked, true)), boards: Math.min(boards, columns * stacked) };
}
