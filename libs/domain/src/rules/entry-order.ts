import type { Category, CategoryPageSettings, EntryOutline, FolderEntryOrder } from '../schemas';

/**
 * Orders a folder's entries for display by the site's category page setting (SPEC §3 orderingAttribute):
 * lastName (then firstName), firstName (then lastName), eventDate, graduationDate, or custom — the order
 * given (the folder's `entries` list). Empty dates go last either way; sortDescending reverses the rest.
 */
export function orderEntries<E extends EntryOutline>(
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

export interface FolderOrder {
  attribute: CategoryPageSettings['orderingAttribute'];
  descending: boolean;
  /** The folder follows the site's setting (it has not chosen an order of its own). */
  fromSite: boolean;
}

const FOLDER_ORDERS: Record<Exclude<FolderEntryOrder, 'site'>, Omit<FolderOrder, 'fromSite'>> = {
  lastName: { attribute: 'lastName', descending: false },
  firstName: { attribute: 'firstName', descending: false },
  graduationDateOldest: { attribute: 'graduationDate', descending: false },
  graduationDateNewest: { attribute: 'graduationDate', descending: true },
  eventDateOldest: { attribute: 'eventDate', descending: false },
  eventDateNewest: { attribute: 'eventDate', descending: true },
  custom: { attribute: 'custom', descending: false },
};

/**
 * The order of a folder's profiles: the folder's own `entryOrder`, or (absent or 'site') the site's
 * category-page setting, so a site whose folders never chose keeps the order it had.
 */
export function folderOrder(
  category: Pick<Category, 'entryOrder'> | null | undefined,
  page: Pick<CategoryPageSettings, 'orderingAttribute' | 'sortDescending'> | null | undefined,
): FolderOrder {
  const own = category?.entryOrder;
  if (own && own !== 'site' && FOLDER_ORDERS[own]) return { ...FOLDER_ORDERS[own], fromSite: false };
  return { attribute: page?.orderingAttribute ?? 'custom', descending: !!page?.sortDescending, fromSite: true };
}

/** A folder's entries in its order (see folderOrder). */
export const orderFolderEntries = <E extends EntryOutline>(
  entries: readonly E[],
  category: Pick<Category, 'entryOrder'> | null | undefined,
  page: Pick<CategoryPageSettings, 'orderingAttribute' | 'sortDescending'> | null | undefined,
): E[] => {
  const order = folderOrder(category, page);
  return orderEntries(entries, order.attribute, order.descending);
};

/** Profiles can be dragged into place only in the folder's stored order (not sorted, not reversed). */
export const isDragOrder = (order: FolderOrder): boolean => order.attribute === 'custom' && !order.descending;

const SORTED_BY: Record<Exclude<CategoryPageSettings['orderingAttribute'], 'custom'>, string> = {
  lastName: 'last name',
  firstName: 'first name',
  graduationDate: 'class year',
  eventDate: 'date',
};

/**
 * Why an editor sees no drag handles in a folder, in their words, or null when they can drag:
 * "Sorted by last name — choose Custom order in Folder settings to drag."
 */
export function sortedFolderNotice(order: FolderOrder): string | null {
  if (isDragOrder(order)) return null;
  const by =
    order.attribute === 'custom'
      ? 'custom order, reversed'
      : `${SORTED_BY[order.attribute]}${order.attribute.endsWith('Date') ? (order.descending ? ', newest first' : ', oldest first') : order.descending ? ', Z to A' : ''}`;
  const where = order.fromSite ? ' (the site’s setting)' : '';
  return `Sorted by ${by}${where} — choose Custom order in Folder settings to drag.`;
}
