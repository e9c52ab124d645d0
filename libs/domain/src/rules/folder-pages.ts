/**
 * A long folder is shown a page at a time (a 500-card folder was one 32,671 px page), and a kiosk offers a
 * jump-by-letter bar over the folder's sort key. Pure rules: the page in the address (`?page=N`) and the
 * folder's order decide everything, so the server's render and the client's first render agree.
 */
import type { CategoryPageSettings, Entry } from '../schemas';

/** Cards on one page of a folder (about five screens of a phone, two of a kiosk). */
export const FOLDER_PAGE_SIZE = 60;

export const PAGE_PARAM = 'page';

export interface FolderPage {
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  /** Index of the first item on the page, and one past the last. */
  start: number;
  end: number;
}

/** `?page=` as a page number: a whole number ≥ 1, anything else is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

/** The slice of `total` items a page shows; a page past the end shows the last one. */
export function folderPage(total: number, requested: number, size = FOLDER_PAGE_SIZE): FolderPage {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const start = (page - 1) * size;
  return { page, pageCount, start, end: Math.min(total, start + size) };
}

/** The page holding the item at `index`. */
export const pageOfIndex = (index: number, size = FOLDER_PAGE_SIZE): number => Math.floor(index / size) + 1;

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter an entry files under in a folder sorted by name, or null (not sorted by name, or no A–Z). */
export function sortLetter(
  entry: Pick<Entry, 'firstName' | 'lastName'>,
  attribute: CategoryPageSettings['orderingAttribute'],
): string | null {
  const key =
    attribute === 'lastName'
      ? entry.lastName || entry.firstName
      : attribute === 'firstName'
        ? entry.firstName || entry.lastName
        : null;
  const first = (key ?? '')
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return first >= 'A' && first <= 'Z' && first.length === 1 ? first : null;
}

/**
 * Where each letter starts in entries shown in name order: letter → index of its first entry. Empty when
 * the folder is not sorted by name (a letter bar would then jump nowhere sensible).
 */
export function letterStarts(
  entries: readonly Pick<Entry, 'firstName' | 'lastName'>[],
  attribute: CategoryPageSettings['orderingAttribute'],
): Map<string, number> {
  const starts = new Map<string, number>();
  if (attribute !== 'lastName' && attribute !== 'firstName') return starts;
  entries.forEach((e, i) => {
    const letter = sortLetter(e, attribute);
    if (letter && !starts.has(letter)) starts.set(letter, i);
  });
  return starts;
}
