import {
  formatDisplayDate,
  formatRecordValue,
  formatYearRange,
  isRankedColumn,
  rankRecords,
  type Category,
  type Entry,
} from '@laurel/domain';
import type { RecordRow } from './slide-types';

/** A board shows the top rows only, so every line stays readable from across a room. */
export const BOARD_ROW_LIMIT = 10;

export interface RecordBoard {
  columnId: string;
  label: string;
  /** The column's units, shown once beside the title (not on every value). */
  units: string;
  /** A ranking (best first); boards in date or custom order show no ranks. */
  ranked: boolean;
  rows: RecordRow[];
  moreCount: number;
}

/** Where and when: the record's extra facts (not repeating the column label) and its years. */
function rowDetail(entry: Entry, label: string): string {
  const info = entry.recordInfo!;
  const years = formatYearRange(info.yearStart, info.yearEnd) || formatDisplayDate(info.recordDate, true);
  const facts = [info.primaryInfo?.trim(), info.extraInfo?.trim()].filter((f) => f && f !== label.trim());
  return [...facts.slice(0, 1), years].filter(Boolean).join(' · ');
}

/** One board per record column that has records, ranked by the domain's record rules (best at the top). */
export function recordBoards(category: Category, entries: readonly Entry[]): RecordBoard[] {
  return (category.recordColumns ?? []).flatMap((column) => {
    const ranked = rankRecords(entries, column);
    if (ranked.length === 0) return [];
    const rows = ranked.slice(0, BOARD_ROW_LIMIT).map(({ entry, rank }) => ({
      key: entry._id,
      rank,
      name: entry.recordInfo!.name?.trim() || `${entry.firstName} ${entry.lastName}`.trim(),
      value: formatRecordValue(entry.recordInfo!.recordValue, column.recordType),
      detail: rowDetail(entry, column.recordLabel),
    }));
    return [
      {
        columnId: column.columnID,
        label: column.recordLabel,
        units: column.recordUnits?.trim() ?? '',
        ranked: isRankedColumn(column),
        rows,
        moreCount: ranked.length - rows.length,
      },
    ];
  });
}
