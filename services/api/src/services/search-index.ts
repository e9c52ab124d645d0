/**
 * What site search needs from one (cached, immutable) CategoryIndex, worked out once per index instead of
 * on every request: every entry's searchable texts lowercased in one string, a list of entries per word,
 * and whether the public may see each entry; each folder's lowercased name and public visibility. Matching over it gives
 * exactly the results of the domain's `matchesText(searchableFields(entry), text)` (SPEC §5 free text):
 * some field contains the whole text, or some word of a field equals a word of the text.
 */
import {
  isCategoryVisible,
  isEntryPubliclyVisible,
  searchableFields,
  searchWords,
  type Category,
  type CategoryIndex,
  type Entry,
} from '@laurel/domain';

interface SearchFolder {
  category: Category;
  name: string;
  visible: boolean;
}

export interface SearchIndex {
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

const built = new WeakMap<CategoryIndex, SearchIndex>();

function build(index: CategoryIndex): SearchIndex {
  const entries = [...index.entries.values()];
  const starts: number[] = [];
  const parts: string[] = [];
  const words = new Map<string, number[]>();
  let offset = 0;
  entries.forEach((entry, i) => {
    starts.push(offset);
    for (const field of searchableFields(entry)) {
      const text = field.toLowerCase();
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
export function searchIndexOf(index: CategoryIndex): SearchIndex {
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
 * `text` is a normalised term (trimmed, lowercased, non-empty). At most `limit` entries, in index order:
 * those with a text containing the whole term (one native scan of the haystack, stopping once `limit` are
 * found), merged with those having a word of the term (from the word lists).
 */
export function matchEntries(search: SearchIndex, text: string, cms: boolean, limit: number): Entry[] {
  const { entries, visible, haystack, starts } = search;
  const shown = (i: number) => cms || visible[i];
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
    // A term holding the separator: the plain rule, entry by entry.
    entries.forEach((entry, i) => {
      if (shown(i) && searchableFields(entry).some((f) => f.toLowerCase().includes(text))) hits.add(i);
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

/** Folders whose name contains the text, at most `limit`, in index order. */
export function matchFolders(search: SearchIndex, text: string, cms: boolean, limit: number): Category[] {
  const out: Category[] = [];
  for (const item of search.folders) {
    if (out.length >= limit) break;
    if ((cms || item.visible) && item.name.includes(text)) out.push(item.category);
  }
  return out;
}
