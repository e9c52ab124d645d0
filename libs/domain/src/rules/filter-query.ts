import type { FilterField } from '../schemas';

/**
 * The filter state and its `filter` query parameter (SPEC §5), apart from the matching rules (filters.ts): every
 * page carries the parameter to the next one, a visitor's Home among them, without the code that filters entries.
 */
export type FilterState = Partial<Record<FilterField, string>>;

/** True when the state holds no non-empty filter. */
export const isFilterStateEmpty = (state: FilterState): boolean => Object.values(state).every((v) => !v || !v.trim());

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
