/**
 * SPEC §5 free text, the one rule for the filter bar's text filter and site search: an entry matches when
 * one of its searchable texts contains the whole (trimmed, lowercased) term, or a whole word of one of its
 * texts equals a word of the term. `matchesText` applies it to one entry's texts; `./site-search` applies the
 * same rule to every entry of a site at once over texts and words it prepares once (same `searchTexts`,
 * same `searchWords`).
 */
import type { EntryOutline } from '../schemas';

const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

/** The lowercased words free text compares: letters, digits and apostrophes. */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);

/** The texts free-text search looks at (rich text without its tags), empty ones left out. */
export function searchableFields(entry: EntryOutline): string[] {
  const r = entry.recordInfo;
  return [
    entry.firstName,
    entry.lastName,
    `${entry.firstName} ${entry.lastName}`,
    entry.activity,
    entry.type,
    entry.eventDate,
    entry.graduationDate,
    stripHtml(entry.description ?? ''),
    ...(r
      ? [
          r.name,
          r.recordValue,
          r.recordDate,
          r.yearStart,
          r.yearEnd,
          r.primaryInfo,
          r.extraInfo,
          stripHtml(r.description ?? ''),
        ]
      : []),
  ].filter((f): f is string => typeof f === 'string' && f.trim() !== '');
}

/** An entry's searchable texts, lowercased: what the rule compares. */
export const searchTexts = (entry: EntryOutline): string[] => searchableFields(entry).map((f) => f.toLowerCase());

/** Free text: some field contains the whole text, or some field has a whole word equal to a word of the text. */
export function matchesText(fields: readonly string[], text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const texts = fields.map((f) => f.toLowerCase());
  if (texts.some((t) => t.includes(needle))) return true;
  const wanted = new Set(searchWords(needle));
  return texts.some((t) => searchWords(t).some((w) => wanted.has(w)));
}
