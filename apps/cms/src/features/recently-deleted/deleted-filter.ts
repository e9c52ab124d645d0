import type { DocumentType, RecentlyDeletedItem } from '@laurel/domain';

export type DeletedTypeFilter = 'all' | DocumentType;
export type DeletedWhen = 'any' | 'today' | 'week' | 'month' | 'older';

export const TYPE_LABELS: Record<DocumentType, { one: string; many: string }> = {
  category: { one: 'Folder', many: 'Folders' },
  entry: { one: 'Profile', many: 'Profiles' },
  media: { one: 'Media', many: 'Media' },
  castScreen: { one: 'Cast screen', many: 'Cast screens' },
};

export const WHEN_LABELS: Record<DeletedWhen, string> = {
  any: 'Any time',
  today: 'Today',
  week: 'Past 7 days',
  month: 'Past 30 days',
  older: 'Older than 30 days',
};

const DAY = 24 * 60 * 60 * 1000;

function isWhen(deletedAt: string, when: DeletedWhen, now: Date): boolean {
  const t = Date.parse(deletedAt);
  if (when === 'any' || Number.isNaN(t)) return when === 'any';
  if (when === 'today') {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    return t >= start.getTime();
  }
  const age = now.getTime() - t;
  if (when === 'week') return age <= 7 * DAY;
  if (when === 'month') return age <= 30 * DAY;
  return age > 30 * DAY;
}

/** The items of one type, deleted when asked, whose name or deleter contains the text; newest first. */
export function filterDeleted(
  items: readonly RecentlyDeletedItem[],
  filter: { type: DeletedTypeFilter; when: DeletedWhen; text: string },
  now = new Date(),
): RecentlyDeletedItem[] {
  const text = filter.text.trim().toLowerCase();
  return items
    .filter((i) => filter.type === 'all' || i.documentType === filter.type)
    .filter((i) => isWhen(i.deletedAt, filter.when, now))
    .filter((i) => !text || i.name.toLowerCase().includes(text) || i.deletedBy.toLowerCase().includes(text))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/** How many items of each type (for the type filter's labels). */
export function countByType(items: readonly RecentlyDeletedItem[]): Record<DeletedTypeFilter, number> {
  const counts: Record<DeletedTypeFilter, number> = {
    all: items.length,
    category: 0,
    entry: 0,
    media: 0,
    castScreen: 0,
  };
  for (const i of items) counts[i.documentType] += 1;
  return counts;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "with 1 sub-folder and 14 profiles" for a folder that took things with it; '' otherwise. */
export function contentsText(item: Pick<RecentlyDeletedItem, 'contents'>): string {
  const c = item.contents;
  if (!c || (c.folders === 0 && c.entries === 0)) return '';
  const parts = [
    c.folders ? plural(c.folders, 'sub-folder', 'sub-folders') : '',
    c.entries ? plural(c.entries, 'profile', 'profiles') : '',
  ].filter(Boolean);
  return `with ${parts.join(' and ')}`;
}
