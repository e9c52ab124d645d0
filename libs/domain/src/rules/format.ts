import { FONT_FAMILY_INDEXES, type FontFamilyIndex } from './constants';

/** SPEC §5 display formats and input cleaning. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date shows the year only when it is on '01-01' (a "year only" date is stored as 1 January),
 * otherwise 'Month D, YYYY'. We test the month and day, not any '01-01' substring, so 2001-01-15 still
 * shows in full (see docs/decisions.md). `yearOnly` forces the year (the category page's dateFormat 'year').
 * Empty input gives ''; input that is not a date is returned trimmed, unchanged.
 */
export function formatDisplayDate(value: string | null | undefined, yearOnly = false): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const match = ISO_DATE.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  if (yearOnly || `${month}-${day}` === '01-01') return year;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) return text;
  return `${MONTHS[m - 1]} ${d}, ${year}`;
}

/** The year (first 4 characters) of a stored date, or ''. */
export const yearOf = (value: string | null | undefined): string => {
  const year = (value ?? '').trim().slice(0, 4);
  return /^\d{4}$/.test(year) ? year : '';
};

/** 'YYYY' or 'YYYY–YYYY' for a record's year range; '' when neither is set. */
export function formatYearRange(start: string, end: string): string {
  const a = (start ?? '').trim();
  const b = (end ?? '').trim();
  if (a && b && a !== b) return `${a}–${b}`;
  return a || b;
}

export interface WinLoss {
  wins: number;
  losses: number;
  draws: number;
}

/** Reads 'W - L - D' (draws optional; spaces around the dash optional). Null when it is not that shape. */
export function parseWinLoss(value: string | null | undefined): WinLoss | null {
  const parts = (value ?? '').trim().split(/\s*-\s*/);
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
  const [wins, losses, draws = 0] = parts.map(Number);
  return { wins, losses, draws };
}

/** 'W - L' or 'W - L - D' when there are draws. */
export const formatWinLoss = ({ wins, losses, draws }: WinLoss): string =>
  draws > 0 ? `${wins} - ${losses} - ${draws}` : `${wins} - ${losses}`;

const FEET_INCHES =
  /^(\d+(?:\.\d+)?)\s*(?:'|′|ft\.?|feet|foot|-|\s)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|″|''|in\.?|inch(?:es)?)?)?$/i;
const INCHES_ONLY = /^(\d+(?:\.\d+)?)\s*(?:"|″|''|in\.?|inch(?:es)?)$/i;

/**
 * Reads a length in feet and inches into inches: 6' 2", 6'2.5", 6-02.5, 6 ft 2 in, 6 2, 6', 74", 74 in.
 * A bare number is taken as inches. Null when unreadable.
 */
export function parseFeetInches(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const inchesOnly = INCHES_ONLY.exec(text);
  if (inchesOnly) return Number(inchesOnly[1]);
  const m = FEET_INCHES.exec(text);
  if (!m) return null;
  const inches = m[2] === undefined ? 0 : Number(m[2]);
  if (inches >= 12) return null;
  return Number(m[1]) * 12 + inches;
}

/** Inches as feet and inches: 74 → `6' 2"`, 74.5 → `6' 2.5"`. */
export function formatFeetInches(totalInches: number): string {
  if (!Number.isFinite(totalInches) || totalInches < 0) return '';
  const rounded = Math.round(totalInches * 100) / 100;
  const feet = Math.floor(rounded / 12);
  const inches = Math.round((rounded - feet * 12) * 100) / 100;
  return `${feet}' ${inches}"`;
}

const FONT_EXTENSION = /\.(ttf|otf|woff2?|eot|svg)$/i;
const WEIGHT_SUFFIX = /-[1-9]00$/;

/** 'Roboto-700.ttf' → 'Roboto': the file extension and a -100…-900 weight suffix are removed. */
export function cleanFontName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(FONT_EXTENSION, '').replace(WEIGHT_SUFFIX, '').trim();
}

/** Font family selectors accept only 1, 2 or 3. */
export const isValidFontFamilyIndex = (value: unknown): value is FontFamilyIndex =>
  (FONT_FAMILY_INDEXES as readonly unknown[]).includes(value);

const HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const PROFILE_URL = /^(?:https?:\/\/)?(?:(?:www|mobile)\.)?(?:twitter\.com|x\.com)\/@?([^/?#\s]+)/i;

/**
 * A Twitter username may be a handle or a twitter.com / x.com profile URL; the handle is returned without
 * its leading @. Null when no valid handle (letters, digits, _; at most 15) can be read.
 */
export function extractTwitterHandle(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (!text) return null;
  const fromUrl = PROFILE_URL.exec(text);
  const handle = (fromUrl ? fromUrl[1] : text).replace(/^@/, '');
  return HANDLE.test(handle) ? handle : null;
}

/** Site search lowercases and trims the term; an empty term gives null (the search does nothing). */
export function normaliseSearchTerm(term: string | null | undefined): string | null {
  const text = (term ?? '').trim().toLowerCase();
  return text ? text : null;
}

/** Initials for a person without a photo ("Ada Lovelace" → "AL"). */
export function initialsOf(...names: (string | undefined)[]): string {
  return names
    .filter(Boolean)
    .map((n) => n!.trim()[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
