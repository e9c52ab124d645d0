import type { CategoryPageSettings, Entry } from '../schemas';

/**
 * Orders a folder's entries for display by the site's category page setting (SPEC §3 orderingAttribute):
 * lastName (then firstName), firstName (then lastName), eventDate, graduationDate, or custom — the order
 * given (the folder's `entries` list). Empty dates go last either way; sortDescending reverses the rest.
 */
export function orderEntries<E extends Entry>(
  entries: readonly E[],
  attribute: CategoryPageSettings['orderingAttribute'],
  descending = false,
): E[] {
  if (attribute === 'custom') return descending ? [...entries].reverse() : [...entries];
  const text = (s: string | undefined) => (s ?? '').trim();
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
  const compare = (a: E, b: E): number => {
    switch (attribute) {
      case 'lastName':
        return byName(text(a.lastName), text(b.lastName)) || byName(text(a.firstName), text(b.firstName));
      case 'firstName':
        return byName(text(a.firstName), text(b.firstName)) || byName(text(a.lastName), text(b.lastName));
      default:
        return text(a[attribute]).localeCompare(text(b[attribute]));
    }
  };
  const isEmptyDate = (e: E) => (attribute === 'eventDate' || attribute === 'graduationDate') && !text(e[attribute]);
  const rows = entries.map((entry, i) => ({ entry, i }));
  return rows
    .sort((a, b) => {
      const ea = isEmptyDate(a.entry);
      const eb = isEmptyDate(b.entry);
      if (ea !== eb) return ea ? 1 : -1;
      const c = compare(a.entry, b.entry);
      return (descending ? -c : c) || a.i - b.i;
    })
    .map((r) => r.entry);
}
