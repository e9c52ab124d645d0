import type { Category, Entry, Site } from '@laurel/domain';
import { entryPath, entryPhoto, formatDisplayDate, yearOf } from '@laurel/domain';
import type { CardItem } from './card-collection';

export const fullName = (e: Pick<Entry, 'firstName' | 'lastName'>) =>
  [e.firstName, e.lastName].filter((s) => s && s.trim()).join(' ');

/** The short facts under a person's name: activity, and the graduation year with the site's label. */
export function entryFacts(entry: Entry, site: Site | undefined): { subtitle?: string; meta?: string } {
  const labels = site?.categoryPage.labels ?? {};
  const grad = yearOf(entry.graduationDate);
  const event = yearOf(entry.eventDate);
  const meta = grad
    ? `${labels.graduationDate ?? 'Class of'} ${grad}`
    : event
      ? `${labels.eventDate ?? ''} ${event}`.trim()
      : undefined;
  return { subtitle: entry.activity || entry.type || undefined, meta };
}

/** An entry as a card leading to its page. */
export function entryCard(
  siteId: string,
  entry: Entry,
  category: Category,
  site: Site | undefined,
  onIntent?: () => void,
): CardItem {
  const facts = entryFacts(entry, site);
  return {
    id: entry._id,
    title: fullName(entry),
    ...facts,
    media: entryPhoto(entry),
    fit: entry.imageObjectFit ?? category.imageObjectFit ?? 'cover',
    background: entry.cardBackground ?? category.defaultPersonCardBackground ?? category.cardBackground ?? null,
    href: entryPath(siteId, category._id, entry._id),
    onIntent,
    isLive: entry.isLive,
  };
}

/**
 * Labelled dates of an entry in SPEC's display format (year only when the site asks for it). The site's
 * labels name a profile's dates ("Inducted"); a record item's date is when the record was set, so it
 * is labelled "Year" (its record panel gives the details). Empty dates only on request (an editor's profile).
 */
export function entryDates(
  entry: Entry,
  site: Site | undefined,
  withEmpty = false,
): { key: 'graduationDate' | 'eventDate'; label: string; value: string }[] {
  const labels = site?.categoryPage.labels ?? {};
  const yearOnly = site?.categoryPage.dateFormat === 'year';
  const record = !!entry.recordInfo;
  return [
    {
      key: 'graduationDate' as const,
      label: labels.graduationDate || 'Graduated',
      value: formatDisplayDate(entry.graduationDate, yearOnly),
    },
    {
      key: 'eventDate' as const,
      label: record ? 'Year' : labels.eventDate || 'Date',
      value: formatDisplayDate(entry.eventDate, yearOnly || record),
    },
  ].filter((d) => withEmpty || d.value);
}
