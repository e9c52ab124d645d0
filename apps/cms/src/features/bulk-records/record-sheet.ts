import { recordValueProblem, type Entry, type RecordColumn } from '@laurel/domain';
import type { EntryInput } from '../../lib/content/api/content-endpoints';
import {
  DRAFT,
  plainText,
  PUBLISHED,
  publishedProblem,
  publishedText,
  richText,
} from '../../components/sheet/cell-values';
import type { CellValues, SheetColumn } from '../../components/sheet/sheet-model';

const tooLong = (max: number) => (v: string) => (v.length > max ? `At most ${max} characters` : null);
const year = (v: string) => (v && !/^\d{4}$/.test(v.trim()) ? 'A year, such as 1998' : null);

/** The columns of one record column's sheet; the value is checked by the column's record type. */
export function recordColumns(column: RecordColumn): SheetColumn[] {
  const units = column.recordUnits ? ` (${column.recordUnits})` : '';
  return [
    {
      key: 'name',
      name: 'Name',
      kind: 'text',
      width: 220,
      problem: (v) => (!v.trim() ? 'A record needs a name' : tooLong(500)(v)),
    },
    {
      key: 'recordValue',
      name: `${column.recordLabel || 'Record'}${units}`,
      kind: 'text',
      width: 150,
      problem: (v) => recordValueProblem(v, column.recordType),
    },
    {
      key: 'isLive',
      name: 'Published',
      kind: 'choice',
      width: 120,
      options: [PUBLISHED, DRAFT],
      normalise: publishedText,
      problem: publishedProblem,
    },
    { key: 'recordImage', name: 'Image', kind: 'media', width: 170 },
    { key: 'recordDate', name: 'Date', kind: 'text', width: 130, problem: tooLong(40) },
    { key: 'yearStart', name: 'From (year)', kind: 'text', width: 110, problem: year },
    { key: 'yearEnd', name: 'To (year)', kind: 'text', width: 110, problem: year },
    { key: 'primaryInfo', name: 'Details', kind: 'text', width: 200, problem: tooLong(500) },
    { key: 'extraInfo', name: 'More details', kind: 'text', width: 200, problem: tooLong(500) },
    { key: 'description', name: 'Description', kind: 'longtext', width: 300, problem: tooLong(20000) },
  ];
}

export const blankRecord = (): CellValues => ({
  name: '',
  recordValue: '',
  isLive: DRAFT,
  recordDate: '',
  yearStart: '',
  yearEnd: '',
  primaryInfo: '',
  extraInfo: '',
  description: '',
  recordImage: '',
});

export function recordValues(e: Entry): CellValues {
  const r = e.recordInfo;
  return {
    name: r?.name ?? '',
    recordValue: r?.recordValue ?? '',
    isLive: e.isLive ? PUBLISHED : DRAFT,
    recordDate: r?.recordDate ?? '',
    yearStart: r?.yearStart ?? '',
    yearEnd: r?.yearEnd ?? '',
    primaryInfo: r?.primaryInfo ?? '',
    extraInfo: r?.extraInfo ?? '',
    description: plainText(r?.description ?? ''),
    recordImage: r?.recordImage?._id ?? '',
  };
}

const TEXT_FIELDS = ['name', 'recordValue', 'recordDate', 'yearStart', 'yearEnd', 'primaryInfo', 'extraInfo'] as const;

/** The entry fields for some columns of a record row; a new record also names its column. */
export function recordInput(values: CellValues, columns: readonly string[], columnId?: string): EntryInput {
  const out: EntryInput = {};
  const info: NonNullable<EntryInput['recordInfo']> = columnId ? { columnID: columnId } : {};
  for (const key of columns) {
    const v = (values[key] ?? '').trim();
    if (key === 'isLive') out.isLive = v === PUBLISHED;
    else if (key === 'description') info.description = richText(values.description ?? '');
    else if (key === 'recordImage') info.recordImage = v || null;
    else if ((TEXT_FIELDS as readonly string[]).includes(key)) info[key as (typeof TEXT_FIELDS)[number]] = v;
  }
  if (Object.keys(info).length) out.recordInfo = info;
  return out;
}
