/** Fewer rows than this per page would make a board a ticker: such boards stack and the page scrolls to them. */
const MIN_ROWS = 4;

/**
 * Rows of one board that fit a kiosk screen, from the viewport size only (no layout reads). Boards sit in
 * columns of at least 560 design px (+24 gap) inside the page's 1760 design px; the bar, heading, filters and
 * margins take ~430 design px, each board's head, column titles and pager ~170, a row ~86. When every board
 * fits at once with at least four rows each, they do (portrait walls); otherwise each board fits the screen
 * on its own.
 */
export function rowsPerPage(boards: number, width = window.innerWidth, height = window.innerHeight): number {
  const px = Math.min(width, height) / 1080;
  const content = Math.min(width, 1760 * px) - 64 * px;
  const columns = Math.max(1, Math.floor((content + 24 * px) / (584 * px)));
  const fit = (stacked: number) => Math.floor((height - 430 * px - stacked * 170 * px) / stacked / (86 * px));
  const together = fit(Math.max(1, Math.ceil(boards / columns)));
  return together >= MIN_ROWS ? together : Math.max(MIN_ROWS, fit(1));
}
