/**
 * Text cells ↔ stored fields, shared by the bulk editors and the spreadsheet import: dates as editors type
 * or spreadsheets paste them, published as words, rich text as plain paragraphs.
 */
export const PUBLISHED = 'Published';
export const DRAFT = 'Draft';

/** 'yes', 'true', '1', 'published', 'live' → Published; 'no', 'false', '0', 'draft', 'hidden' → Draft. */
export function publishedText(text: string): string {
  const t = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1', 'published', 'live', 'public'].includes(t)) return PUBLISHED;
  if (['no', 'n', 'false', '0', 'draft', 'hidden', 'unpublished'].includes(t)) return DRAFT;
  return text.trim();
}
export const publishedProblem = (value: string): string | null =>
  value === PUBLISHED || value === DRAFT ? null : 'Published or Draft';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | null {
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * The stored date (YYYY-MM-DD; a year alone is 1 January, SPEC §5's year-only date) of what an editor typed
 * or a spreadsheet gave: 2019, 2019-06-03, 6/3/2019 (month first), 3 June 2019, June 3, 2019. '' stays '';
 * null when it cannot be read.
 */
export function storedDate(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return '';
  let m = /^(\d{4})$/.exec(t);
  if (m) return validDate(Number(m[1]), 1, 1);
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(t);
  const month = (name: string) => MONTHS.findIndex((x) => x.startsWith(name.toLowerCase()) && name.length >= 3) + 1;
  if (m && month(m[1]) > 0) return validDate(Number(m[3]), month(m[1]), Number(m[2]));
  m = /^(\d{1,2}) ([A-Za-z]+)\.? (\d{4})$/.exec(t);
  if (m && month(m[2]) > 0) return validDate(Number(m[3]), month(m[2]), Number(m[1]));
  return null;
}

/** A stored date as a cell shows it: the year alone for 1 January, else YYYY-MM-DD. */
export const dateText = (stored: string): string =>
  !stored ? '' : /^\d{4}-01-01$/.test(stored) ? stored.slice(0, 4) : stored.slice(0, 10);

/** A cell's date in the form it shows (so '6/3/2019' reads as '2019-06-03'); unreadable text is kept. */
export function normaliseDate(text: string): string {
  const stored = storedDate(text);
  return stored === null ? text.trim() : dateText(stored);
}
export const dateProblem = (value: string): string | null =>
  storedDate(value) === null ? 'A year (2019) or a date (2019-06-03 or 6/3/2019)' : null;

/** Rich text as plain text: paragraphs and line breaks become new lines, tags go, entities are read. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: one paragraph per line (the API sanitises it again). */
export const richText = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
