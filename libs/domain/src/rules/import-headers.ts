/**
 * Which profile field a spreadsheet column fills, from its header as schools write it ("Class Year",
 * "Grad. Year", "Inducted", "Sport(s)", "Bio", "Photo file"…). Case, spaces and punctuation do not matter.
 * Used by the profile import (apps/cms) to map columns before anything is imported.
 */

/** The fields a profile import can fill; `fullName` is one "Name" column split into first and last name. */
export type ProfileImportField =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'isLive'
  | 'activity'
  | 'type'
  | 'graduationDate'
  | 'eventDate'
  | 'description'
  | 'photo';

/** Headers (squashed: lower case, letters and digits only) that name each field exactly. */
export const PROFILE_HEADERS: Record<ProfileImportField, readonly string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'fname', 'firstnames'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  fullName: ['name', 'fullname', 'inductee', 'inducteename', 'athlete', 'athletename', 'person', 'honoree'],
  isLive: ['published', 'publish', 'live', 'status', 'visible'],
  activity: ['sport', 'sports', 'activity', 'activities', 'team', 'teams', 'event'],
  type: ['position', 'positions', 'type', 'role', 'award', 'category', 'honor', 'honour', 'title'],
  graduationDate: [
    'classyear',
    'gradyear',
    'graduationyear',
    'graduation',
    'graduationdate',
    'graduated',
    'yeargraduated',
    'classof',
    'class',
    'year',
    'grad',
  ],
  eventDate: [
    'inducted',
    'inductionyear',
    'induction',
    'inductiondate',
    'yearinducted',
    'inductedyear',
    'inductedin',
    'inductionclass',
    'hofyear',
    'halloffameyear',
    'eventdate',
    'date',
  ],
  description: ['bio', 'biography', 'description', 'about', 'story', 'summary', 'profile', 'citation'],
  photo: ['photo', 'photos', 'image', 'images', 'picture', 'pic', 'headshot', 'photofile', 'imagefile', 'filename'],
};

/** Words inside a longer header that point to a field ("Year of graduation", "Induction ceremony year"). */
const HEADER_WORDS: [ProfileImportField, RegExp][] = [
  ['eventDate', /induct|halloffame/],
  ['graduationDate', /grad|classof/],
  ['firstName', /first|given/],
  ['lastName', /last|surname|family/],
  ['photo', /photo|image|picture|headshot/],
  ['description', /bio|description/],
  ['activity', /sport/],
  ['type', /position/],
];

/** A header as compared: without a bracketed remark ("Class Year (YYYY)"), lower case, letters and digits. */
export const squashHeader = (header: string): string =>
  header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, (m) => (/^\(s\)$/i.test(m) ? 's' : ''))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field a header names, or null when it names none (exact names first, then words inside it). */
export function recogniseHeader(header: string): ProfileImportField | null {
  const key = squashHeader(header);
  if (!key) return null;
  const fields = Object.keys(PROFILE_HEADERS) as ProfileImportField[];
  return (
    fields.find((f) => PROFILE_HEADERS[f].includes(key)) ?? HEADER_WORDS.find(([, re]) => re.test(key))?.[0] ?? null
  );
}

/**
 * The field of each column: a column named like one of the site's own field names (`siteNames`, e.g. its
 * "Class of" label) first, then `recogniseHeader`. Each field is filled by one column only (the first); a
 * "Name" column is used only when there is no first or last name column. '' for a column left out.
 */
export function guessProfileColumns(
  headers: readonly string[],
  siteNames: Readonly<Record<string, string>> = {},
): (ProfileImportField | '')[] {
  const byName = new Map(Object.entries(siteNames).map(([field, name]) => [squashHeader(name), field]));
  const guesses = headers.map((h) => (byName.get(squashHeader(h)) as ProfileImportField) ?? recogniseHeader(h));
  const hasSplitName = guesses.some((g) => g === 'firstName' || g === 'lastName');
  const taken = new Set<string>();
  return guesses.map((g) => {
    if (!g || taken.has(g) || (g === 'fullName' && hasSplitName)) return '';
    taken.add(g);
    return g;
  });
}

/** "Ada Lovelace" → Ada / Lovelace; "Lovelace, Ada" → Ada / Lovelace; "Pelé" → '' / Pelé. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const t = name.trim().replace(/\s+/g, ' ');
  const comma = t.indexOf(',');
  if (comma > 0) return { firstName: t.slice(comma + 1).trim(), lastName: t.slice(0, comma).trim() };
  const space = t.lastIndexOf(' ');
  return space < 0 ? { firstName: '', lastName: t } : { firstName: t.slice(0, space), lastName: t.slice(space + 1) };
}
