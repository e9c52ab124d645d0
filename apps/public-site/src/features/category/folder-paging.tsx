import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  LETTERS,
  PAGE_PARAM,
  folderPage,
  letterStarts,
  pageOfIndex,
  parsePageParam,
  type CategoryPageSettings,
  type Entry,
} from '@laurel/domain';

export interface FolderPagingOptions {
  /** Page the entries (visitors' card and person layouts; editors see all, to drag them into place). */
  enabled: boolean;
  /** A touch kiosk also gets the jump-by-letter bar (when the folder is sorted by name). */
  kiosk: boolean;
  /** The folder's sort key. */
  attribute: CategoryPageSettings['orderingAttribute'];
}

const cardOf = (id: string) =>
  document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"], #entry-${CSS.escape(id)}`);

/**
 * A long folder a page at a time (`?page=N`, so the server renders the same page the client first shows),
 * with "Page 2 of 9" and Previous/Next; on a kiosk, an A–Z bar jumps to the first card of a letter.
 */
export function useFolderPaging<E extends Entry>(
  entries: E[],
  { enabled, kiosk, attribute }: FolderPagingOptions,
): { items: E[]; top: ReactNode; bottom: ReactNode } {
  const [params, setParams] = useSearchParams();
  const at = folderPage(entries.length, parsePageParam(params.get(PAGE_PARAM)));
  const starts = useMemo(() => letterStarts(entries, attribute), [entries, attribute]);
  const region = useRef<HTMLDivElement>(null);
  // The card a tap on a letter asked for: scrolled to once its page is shown.
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const el = cardOf(pending);
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    setPending(null);
  }, [pending, at.page]);

  if (!enabled) return { items: entries, top: null, bottom: null };
  const goTo = (page: number) =>
    setParams((p) => {
      if (page <= 1) p.delete(PAGE_PARAM);
      else p.set(PAGE_PARAM, String(page));
      return p;
    });
  const turn = (page: number) => {
    goTo(page);
    region.current?.scrollIntoView({ block: 'start' });
  };
  const jump = (letter: string) => {
    const index = starts.get(letter);
    if (index === undefined) return;
    goTo(pageOfIndex(index));
    setPending(entries[index]._id);
  };

  const letterBar =
    kiosk && starts.size > 0 && entries.length > 24 ? (
      <nav className="ps-letters" aria-label="Jump to a letter">
        {LETTERS.map((l) => (
          <button
            key={l}
            type="button"
            className="ps-letters__key"
            disabled={!starts.has(l)}
            aria-label={starts.has(l) ? `Jump to ${l}` : `No names under ${l}`}
            onClick={() => jump(l)}
          >
            {l}
          </button>
        ))}
      </nav>
    ) : null;
  const pager =
    at.pageCount > 1 ? (
      <nav className={`ps-pages${kiosk ? ' ps-pages--kiosk' : ''}`} aria-label="Pages">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={at.page <= 1}
          onClick={() => turn(at.page - 1)}
        >
          Previous
        </button>
        <span className="ps-pages__count" aria-live="polite">
          Page {at.page} of {at.pageCount}
        </span>
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={at.page >= at.pageCount}
          onClick={() => turn(at.page + 1)}
        >
          Next
        </button>
      </nav>
    ) : null;
  return {
    items: entries.slice(at.start, at.end),
    // Nothing above a folder that fits on one page and has no letter bar (its cards keep their place).
    top:
      letterBar || at.pageCount > 1 ? (
        <div ref={region} className="ps-pages-top">
          {letterBar}
          {at.pageCount > 1 ? (
            <p className="ps-pages__range">
              {at.start + 1}–{at.end} of {entries.length}
            </p>
          ) : null}
        </div>
      ) : null,
    bottom: pager,
  };
}
