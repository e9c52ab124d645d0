/**
 * Rows of one board that fit a kiosk screen beside the others, from the viewport size only (no layout
 * reads): boards sit in columns at least 560 design px wide; the bar, heading, filters and each board's
 * head and pager take ~480 design px, a row ~66.
 */
export function rowsPerPage(boards: number, width = window.innerWidth, height = window.innerHeight): number {
  const px = Math.min(width, height) / 1080;
  const columns = Math.max(1, Math.floor((width - 64 * px) / (584 * px)));
  const stacked = Math.max(1, Math.ceil(boards / columns));
  const free = height - 360 * px - stacked * 130 * px;
  return Math.max(4, Math.floor(free / stacked / (66 * px)));
}
