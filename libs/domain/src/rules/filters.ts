import type { Entry, FilterField } from '../schemas';
import { yearOf } from './format';
import { matchesText, searchableFields } from './text-match';

/**
 * SPEC §5 filters. A filter state maps a field to the chosen value; an entry must match every non-empty one.
 *
 * Our reading of "lastName matches the first letter (the value 'A' is excluded from this rule)": a letter
 * matches last names starting with it, except the value 'A', which is not matched by first letter but by
 * the general rule of free text (a last name containing 'a' anywhere, or the whole word 'A'). See
 * docs/decisions.md.
 */
export type FilterState = Partial<Record<FilterField, string>>;

/** Separators of activity/type lists. */
const LIST_SEPARATOR = /[,/|~]/;

/** The values of an activity or type field: split on , / | ~, trimmed, empty parts dropped. */
export const splitListValues = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

/** Does one entry match one filter? An empty value matches everything. */
export function matchesFilter(entry: Entry, field: FilterField, value: string | null | undefined): boolean {
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
export const applyFilters = <E extends Entry>(entries: readonly E[], state: FilterState): E[] =>
  entries.filter((e) => (Object.keys(state) as FilterField[]).every((f) => matchesFilter(e, f, state[f])));

/** True when the state holds no non-empty filter. */
export const isFilterStateEmpty = (state: FilterState): boolean => Object.values(state).every((v) => !v || !v.trim());

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

const FILTER_FIELDS: readonly FilterField[] = ['lastName', 'eventDate', 'graduationDate', 'activity', 'type', 'text'];

/** The filter state as the value of the `filter` query parameter carried between navigations ('' when empty). */
export function encodeFilterQuery(state: FilterState): string {
  const params = new URLSearchParams();
  for (const f of FILTER_FIELDS) if (state[f]?.trim()) params.set(f, state[f]!.trim());
  return params.toString();
}

/** Reads a `filter` query value back; unknown fields and empty values are dropped. */
export function decodeFilterQuery(value: string | null | undefined): FilterState {
  const state: FilterState = {};
  for (const [key, v] of new URLSearchParams(value ?? '')) {
    if ((FILTER_FIELDS as readonly string[]).includes(key) && v.trim()) state[key as FilterField] = v.trim();
  }
  return state;
}
