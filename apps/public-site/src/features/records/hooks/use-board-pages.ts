import { useEffect, useState } from 'react';

/** How long a kiosk shows one page of a long board before turning to the next. */
export const BOARD_PAGE_MS = 10_000;

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

/**
 * On a kiosk a long board shows one page of rows at a time and turns the page by itself (every 10 s,
 * counted again after a tap on Previous/Next); elsewhere every row shows and the page scrolls.
 */
export function useBoardPages(count: number, perPage: number | null) {
  const size = perPage && perPage < count ? perPage : count;
  const pages = size > 0 ? Math.ceil(count / size) : 1;
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setTimeout(() => setPage((p) => (Math.min(p, pages - 1) + 1) % pages), BOARD_PAGE_MS);
    return () => clearTimeout(timer);
  }, [pages, current]);
  return {
    page: current,
    pages,
    start: current * size,
    end: current * size + size,
    go: (n: number) => setPage(((n % pages) + pages) % pages),
  };
}
