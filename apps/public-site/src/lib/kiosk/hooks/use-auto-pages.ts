import { useEffect, useState } from 'react';

/** How long a page of a long list (a records board, announcements) shows before the next one. */
export const AUTO_PAGE_MS = 10_000;

/**
 * A list longer than `perPage` shows one page at a time and turns the page by itself (every 10 s, or
 * `durationOf(page)`, counted again after a tap on Previous/Next); `perPage` null shows everything (the page
 * scrolls instead).
 */
export function useAutoPages(count: number, perPage: number | null, durationOf?: (page: number) => number) {
  const size = perPage && perPage < count ? perPage : count;
  const pages = size > 0 ? Math.ceil(count / size) : 1;
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const ms = pages > 1 && durationOf ? durationOf(current) : AUTO_PAGE_MS;
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setTimeout(() => setPage((p) => (Math.min(p, pages - 1) + 1) % pages), ms);
    return () => clearTimeout(timer);
  }, [pages, current, ms]);
  return {
    page: current,
    pages,
    start: current * size,
    end: current * size + size,
    go: (n: number) => setPage(((n % pages) + pages) % pages),
  };
}
