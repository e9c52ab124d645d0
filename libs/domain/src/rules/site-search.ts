/**
 * Site search over one (immutable) CategoryIndex: SPEC §5 free text (`./text-match`) for entries and
 * "name contains the term" for folders, for every entry of a site at once. What a search needs is worked
 * out once per index and kept as long as the index (a WeakMap): every entry's `searchTexts` in one string
 * scanned natively, a list of entries per word (`searchWords`), and the public visibility of each entry and
 * folder. The results are exactly those of `matchesText(searchableFields(entry), term)` entry by entry
 * (test: services/api/test/routes/search-results.spec.ts), in index order.
 */
import type { Category, Entry } from '../schemas';
import type { CategoryIndex } from './category-index';
import { searchTexts, searchWords } from './text-match';
import { isCategoryVisible, isEntryPubliclyVisible } from './visibility';

interface SearchFolder {
  category: Category;
  name: string;
  visible: boolean;
}

export interface SiteSearchIndex {
  entries: Entry[];
  /** Public visibility per entry (same positions as `entries`). */
  visible: boolean[];
  /** Every entry's lowercased searchable texts, each followed by SEPARATOR; entry i starts at `starts[i]`. */
  haystack: string;
  starts: number[];
  /** Word → positions of the entries having it among their texts' words, ascending. */
  words: Map<string, number[]>;
  folders: SearchFolder[];
}

/** Ends every text in the haystack, so a match never runs from one text (or entry) into the next. */
const SEPARATOR = '\u0000';

const built = new WeakMap<CategoryIndex, SiteSearchIndex>();

function build(index: CategoryIndex): SiteSearchIndex {
  const entries = [...index.entries.values()];
  const starts: number[] = [];
  const parts: string[] = [];
  const words = new Map<string, number[]>();
  let offset = 0;
  entries.forEach((entry, i) => {
    starts.push(offset);
    for (const text of searchTexts(entry)) {
      parts.push(text, SEPARATOR);
      offset += text.length + 1;
      for (const word of searchWords(text)) {
        const list = words.get(word);
        if (!list) words.set(word, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
  });
  const folders = [...index.categories.values()].map((category) => ({
    category,
    name: category.categoryName.toLowerCase(),
    visible: isCategoryVisible(index, category._id),
  }));
  const visible = entries.map((e) => isEntryPubliclyVisible(index, e._id));
  return { entries, visible, haystack: parts.join(''), starts, words, folders };
}

/** The search view of an index, built on first use and kept as long as the index is. */
export function siteSearchIndexOf(index: CategoryIndex): SiteSearchIndex {
  let found = built.get(index);
  if (!found) {
    found = build(index);
    built.set(index, found);
  }
  return found;
}

/** Position of the entry whose texts hold haystack offset `at` (the last start ≤ at). */
function entryAt(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Entries matching `text`, a normalised term (trimmed, lowercased, non-empty; `normaliseSearchTerm`): at
 * most `limit`, in index order, publicly visible ones only unless `all`. Those with a text containing the
 * whole term (one native scan of the haystack, stopping once `limit` are found), merged with those having a
 * word of the term (from the word lists).
 */
export function searchEntries(search: SiteSearchIndex, text: string, all: boolean, limit: number): Entry[] {
  const { entries, visible, haystack, starts } = search;
  const shown = (i: number) => all || visible[i];
  const hits = new Set<number>();
  let last = entries.length; // entries after this one cannot make the first `limit`
  if (!text.includes(SEPARATOR)) {
    let found = 0;
    for (let at = haystack.indexOf(text); at !== -1;) {
      const i = entryAt(starts, at);
      if (shown(i)) {
        hits.add(i);
        if (++found === limit) {
          last = i;
          break;
        }
      }
      at = i + 1 < starts.length ? haystack.indexOf(text, starts[i + 1]) : -1;
    }
  } else {
    // A term holding the separator: the texts one by one.
    entries.forEach((entry, i) => {
      if (shown(i) && searchTexts(entry).some((t) => t.includes(text))) hits.add(i);
    });
  }
  for (const word of searchWords(text)) {
    for (const i of search.words.get(word) ?? []) {
      if (i > last) break;
      if (shown(i)) hits.add(i);
    }
  }
  return [...hits]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((i) => entries[i]);
}

/** Folders whose name contains `text` (normalised), at most `limit`, in index order; visible ones unless `all`. */
export function searchFolders(search: SiteSearchIndex, text: string, all: boolean, limit: number): Category[] {
  const out: Category[] = [];
  for (const item of search.folders) {
    if (out.length >= limit) break;
    if ((all || item.visible) && item.name.includes(text)) out.push(item.category);
  }
  return out;
}
