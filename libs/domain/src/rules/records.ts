import type { Entry, RecordColumn, RecordInfo, RecordSortDirection, RecordType } from '../schemas';
import { formatFeetInches, formatWinLoss, parseFeetInches, parseWinLoss } from './format';

/**
 * SPEC §4 record sorting: by number (default), win/loss ratio, date or custom index. 'Descending' and
 * 'newest' put the largest/latest first; 'Ascending' and 'oldest' reverse that. Equal values share a rank
 * (1, 2, 2, 4); in custom order ranks are sequential. Values that cannot be read go last, sharing a rank.
 */

/** A comparable key: compared element by element; null when the value cannot be read. */
export type RecordKey = number[] | null;

/** Seconds from 'h:mm:ss', 'mm:ss.xx' or 'ss.xx' (a trailing unit such as 's' is allowed). */
export function parseDuration(value: string | null | undefined): number | null {
  const text = (value ?? '').trim().replace(/\s*[a-z]+\.?$/i, '');
  if (!/^\d+(?::\d{1,2}){0,2}(?:\.\d+)?$/.test(text)) return null;
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** A number from text such as '1,234.5', '-3' or '42 pts'. */
export function parseRecordNumber(value: string | null | undefined): number | null {
  const m = /^[+-]?(?:\d+\.?\d*|\.\d+)/.exec((value ?? '').trim().replace(/,/g, ''));
  return m ? Number(m[0]) : null;
}

/**
 * Win/loss ratio key: winning percentage (wins + half the draws over games played), then more wins first,
 * so 10 - 0 ranks above 1 - 0. Null when unreadable or no games were played.
 */
export function winLossKey(value: string | null | undefined): RecordKey {
  const wl = parseWinLoss(value);
  const games = wl ? wl.wins + wl.losses + wl.draws : 0;
  if (!wl || games === 0) return null;
  return [(wl.wins + wl.draws / 2) / games, wl.wins];
}

/** A date key (days since epoch) from 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'; null otherwise. */
export function dateKey(value: string | null | undefined): RecordKey {
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec((value ?? '').trim());
  if (!m) return null;
  return [Date.UTC(Number(m[1]), Number(m[2] ?? 1) - 1, Number(m[3] ?? 1)) / 86_400_000];
}

const single = (n: number | null): RecordKey => (n === null || !Number.isFinite(n) ? null : [n]);

/** The value key of a record by its column's type. */
export function recordValueKey(value: string, type: RecordType): RecordKey {
  switch (type) {
    case 'WinLoss':
      return winLossKey(value);
    case 'Time':
      return single(parseDuration(value));
    case 'Imperial':
      return single(parseFeetInches(value));
    default:
      return single(parseRecordNumber(value));
  }
}

/** The sort key of a record for a column's direction. */
export function recordSortKey(
  info: RecordInfo,
  column: Pick<RecordColumn, 'recordType' | 'recordSortDirection'>,
): RecordKey {
  switch (column.recordSortDirection) {
    case 'custom':
      return single(Number(info.customOrderIndex));
    case 'newest':
    case 'oldest':
      return dateKey(info.recordDate) ?? dateKey(info.yearEnd) ?? dateKey(info.yearStart);
    default:
      return recordValueKey(info.recordValue, column.recordType);
  }
}

export function compareKeys(a: RecordKey, b: RecordKey): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Whether a column's order is a ranking (best value first or last). Boards in date order (newest, oldest)
 * or in an editor's custom order list records without ranks or medals: their order is not a result.
 */
export const isRankedColumn = (column: Pick<RecordColumn, 'recordSortDirection'>): boolean =>
  !['newest', 'oldest', 'custom'].includes(column.recordSortDirection);

/** Larger first unless the direction reverses it (Ascending, oldest) or is custom (index order). */
const largestFirst = (direction: RecordSortDirection): boolean => direction === 'Descending' || direction === 'newest';

export interface RankedRecord<E extends Entry = Entry> {
  entry: E;
  rank: number;
  key: RecordKey;
}

/** Sorts and ranks the records of one column (entries of other columns or without recordInfo are ignored). */
export function rankRecords<E extends Entry>(entries: readonly E[], column: RecordColumn): RankedRecord<E>[] {
  const desc = largestFirst(column.recordSortDirection);
  const rows = entries
    .filter((e) => e.recordInfo && e.recordInfo.columnID === column.columnID)
    .map((entry, i) => ({ entry, i, key: recordSortKey(entry.recordInfo!, column) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return compareKeys(a.key, b.key) || a.i - b.i;
      return (desc ? compareKeys(b.key, a.key) : compareKeys(a.key, b.key)) || a.i - b.i;
    });
  const sequential = column.recordSortDirection === 'custom';
  return rows.map((row, i) => {
    let first = i;
    if (!sequential) while (first > 0 && compareKeys(rows[first - 1].key, row.key) === 0) first--;
    return { entry: row.entry, key: row.key, rank: first + 1 };
  });
}

/** A record's value for display by its column type and units. Unreadable values are shown as typed. */
export function formatRecordValue(value: string, type: RecordType, units = ''): string {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  const unit = units.trim();
  if (type === 'WinLoss') {
    const wl = parseWinLoss(raw);
    return wl ? formatWinLoss(wl) : raw;
  }
  if (type === 'Imperial') {
    const inches = parseFeetInches(raw);
    return inches === null ? raw : formatFeetInches(inches);
  }
  const hasUnit = /[a-z%]$/i.test(raw);
  return unit && !hasUnit ? `${raw} ${unit}` : raw;
}

/** What an editor is told when a record value cannot be read for its column's type (null: it can). */
const VALUE_EXAMPLES: Record<RecordType, string> = {
  number: 'a number, such as 1,284 or 12.5',
  Time: 'a time, such as 10.52, 1:58.3 or 1:02:03',
  Imperial: 'a length in feet and inches, such as 6\' 2" or 74 in',
  WinLoss: 'wins - losses - draws, such as 24 - 3 - 1',
};

export function recordValueProblem(value: string, type: RecordType): string | null {
  if (value.trim() === '' || recordValueKey(value, type) !== null) return null;
  return `This cannot be read as ${VALUE_EXAMPLES[type] ?? VALUE_EXAMPLES.number}.`;
}
