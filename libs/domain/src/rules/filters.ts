import type { Entry, EntryOutline, FilterField } from '../schemas';
import { yearOf } from './format';
import { matchesText, searchableFields } from './text-match';
import type { FilterState } from './filter-query';

export { decodeFilterQuery, encodeFilterQuery, isFilterStateEmpty, type FilterState } from './filter-query';

/**
 * SPEC §5 filters. A filter state maps a field to the chosen value; an entry must match every non-empty one.
 *
 * Our reading of "lastName matches the first letter (the value 'A' is excluded from this rule)": a letter
 * matches last names starting with it, except the value 'A', which is not matched by first letter but by
 * the general rule of free text (a last name containing 'a' anywhere, or the whole word 'A'). See
 * docs/decisions.md. The state and its query parameter are in filter-query.ts.
 */

/** Separators of activity/type lists. */
const LIST_SEPARATOR = /[,/|~]/;

/** The values of an activity or type field: split on , / | ~, trimmed, empty parts dropped. */
export const splitListValues = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

/** Does one entry match one filter? An empty value matches everything. */
export function matchesFilter(entry: EntryOutline, field: FilterField, value: string | null | undefined): boolean {
  const wanted = (value ?? '').trim();
  if (!wanted) return true;
  switch (field) {
    case 'lastName':
      if (wanted === 'A') return matchesText([entry.lastName ?? ''], wanted);
      return (entry.lastName ?? '').trim().charAt(0).toUpperCase() === wanted.charAt(0).toUpperCase();
    case 'eventDate':
    case 'graduationDate':
      return (entry[field] ?? '').slice(0, 4) === wanted.slice(0, 4);
    case 'activity':
    case 'type':
      return splitListValues(entry[field]).some((v) => v.toLowerCase() === wanted.toLowerCase());
    case 'text':
      return matchesText(searchableFields(entry), wanted);
  }
}

/** Entries matching every filter of the state, in their order. */
export const applyFilters = <E extends EntryOutline>(entries: readonly E[], state: FilterState): E[] =>
  entries.filter((e) => (Object.keys(state) as FilterField[]).every((f) => matchesFilter(e, f, state[f])));

/**
 * The options a filter bar offers for a field, from the entries it filters: first letters of last names
 * (A–Z order), years (newest first), or activity/type values (case-insensitively distinct, A–Z).
 */
export function filterOptions(entries: readonly Entry[], field: Exclude<FilterField, 'text'>): string[] {
  if (field === 'lastName') {
    const letters = entries
      .map((e) => (e.lastName ?? '').trim().charAt(0).toUpperCase())
      .filter((l) => /\p{L}/u.test(l));
    return [...new Set(letters)].sort((a, b) => a.localeCompare(b));
  }
  if (field === 'eventDate' || field === 'graduationDate') {
    return [...new Set(entries.map((e) => yearOf(e[field])).filter(Boolean))].sort((a, b) => b.localeCompare(a));
  }
  const distinct = new Map<string, string>();
  for (const e of entries)
    for (const v of splitListValues(e[field])) if (!distinct.has(v.toLowerCase())) distinct.set(v.toLowerCase(), v);
  return [...distinct.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
