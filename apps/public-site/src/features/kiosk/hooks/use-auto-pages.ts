import { useEffect, useState } from 'react';

/** How long a page of a long list (a records board, announcements) shows before the next one. */
export const AUTO_PAGE_MS = 10_000;

/**
 * A list longer than `perPage` shows one page at a time and turns the page by itself (every 10 s, counted
 * again after a tap on Previous/Next); `perPage` null shows everything (the page scrolls instead).
 */
export function useAutoPages(count: number, perPage: number | null) {
  const size = perPage && perPage < count ? perPage : count;
  const pages = size > 0 ? Math.ceil(count / size) : 1;
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setTimeout(() => setPage((p) => (Math.min(p, pages - 1) + 1) % pages), AUTO_PAGE_MS);
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
