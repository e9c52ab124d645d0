/**
 * A flipbook's pages as a book: one page at a time on a phone or a portrait screen; on a wide screen two
 * facing pages, the cover alone on the right (as a printed book opens), then 2–3, 4–5… and an even last
 * page alone. Only the spread in view and its neighbours are rendered.
 */

/** A spread: the page numbers (1-based) shown side by side. */
export type Spread = readonly number[];

/** The spreads of a document of `count` pages. */
export function spreadsOf(count: number, twoUp: boolean): Spread[] {
  if (count <= 0) return [];
  if (!twoUp) return Array.from({ length: count }, (_, i) => [i + 1]);
  const out: Spread[] = [[1]];
  for (let p = 2; p <= count; p += 2) out.push(p + 1 <= count ? [p, p + 1] : [p]);
  return out;
}

/** The index of the spread that shows `page` (the first spread for a page out of range). */
export function spreadIndexOf(spreads: readonly Spread[], page: number): number {
  const i = spreads.findIndex((s) => s.includes(page));
  return i < 0 ? 0 : i;
}

/** The pages to render for spread `index`: its own, then the next spread's, then the previous one's. */
export function pagesToRender(spreads: readonly Spread[], index: number): number[] {
  return [spreads[index], spreads[index + 1], spreads[index - 1]].flatMap((s) => (s ? [...s] : []));
}

/** What the page counter says: "Page 3 of 12" or "Pages 2–3 of 12". */
export function counterLabel(spread: Spread | undefined, count: number): string {
  if (!spread || spread.length === 0) return '';
  return spread.length === 1
    ? `Page ${spread[0]} of ${count}`
    : `Pages ${spread[0]}–${spread[spread.length - 1]} of ${count}`;
}

/** Two facing pages fit when the box is landscape and wide enough for two readable pages. */
export const showsTwoPages = (width: number, height: number, pageAspect: number): boolean =>
  width >= 900 && width / height >= pageAspect * 1.6;

/**
 * The CSS size of each page so that the spread fits `box` (keeping the page's aspect, width / height),
 * leaving `gap` px between facing pages.
 */
export function pageSize(
  box: { width: number; height: number },
  aspect: number,
  pages: number,
): { width: number; height: number } {
  const perPage = Math.max(1, box.width / Math.max(1, pages));
  const height = Math.max(1, Math.min(box.height, perPage / aspect));
  return { width: Math.floor(height * aspect), height: Math.floor(height) };
}
