import type { Entry, Site } from '@laurel/domain';
import type { EntryInput } from './content/api/content-endpoints';
import {
  dateProblem,
  dateText,
  DRAFT,
  normaliseDate,
  plainText,
  PUBLISHED,
  publishedProblem,
  publishedText,
  richText,
  storedDate,
} from '../components/sheet/cell-values';
import type { CellValues, SheetColumn } from '../components/sheet/sheet-model';

const tooLong = (max: number) => (v: string) => (v.length > max ? `At most ${max} characters` : null);

/** The profile columns, named as the site names them (Settings › category page labels). */
export function profileColumns(labels: Site['categoryPage']['labels'] = {}): SheetColumn[] {
  return [
    { key: 'firstName', name: 'First name', kind: 'text', width: 150, problem: tooLong(200) },
    { key: 'lastName', name: 'Last name', kind: 'text', width: 160, problem: tooLong(200) },
    {
      key: 'isLive',
      name: 'Published',
      kind: 'choice',
      width: 120,
      options: [PUBLISHED, DRAFT],
      normalise: publishedText,
      problem: publishedProblem,
    },
    { key: 'activity', name: labels.activity || 'Activity', kind: 'text', width: 170, problem: tooLong(500) },
    { key: 'type', name: labels.type || 'Type', kind: 'text', width: 140, problem: tooLong(500) },
    {
      key: 'graduationDate',
      name: labels.graduationDate || 'Graduation date',
      kind: 'date',
      width: 150,
      normalise: normaliseDate,
      problem: dateProblem,
    },
    {
      key: 'eventDate',
      name: labels.eventDate || 'Event date',
      kind: 'date',
      width: 140,
      normalise: normaliseDate,
      problem: dateProblem,
    },
    { key: 'description', name: 'Description', kind: 'longtext', width: 360, problem: tooLong(20000) },
    { key: 'photo', name: 'Photo', kind: 'readonly', width: 90 },
  ];
}

export const blankProfile = (): CellValues => ({
  firstName: '',
  lastName: '',
  isLive: DRAFT,
  activity: '',
  type: '',
  graduationDate: '',
  eventDate: '',
  description: '',
  photo: '',
});

export function profileValues(e: Entry): CellValues {
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    isLive: e.isLive ? PUBLISHED : DRAFT,
    activity: e.activity,
    type: e.type,
    graduationDate: dateText(e.graduationDate),
    eventDate: dateText(e.eventDate),
    description: plainText(e.description),
    photo: e.headshot ? 'Yes' : '',
  };
}

/** The entry fields for some columns of a row (the columns' values are checked before a save). */
export function profileInput(values: CellValues, columns: readonly string[]): EntryInput {
  const out: EntryInput = {};
  for (const key of columns) {
    const v = values[key] ?? '';
    if (key === 'firstName' || key === 'lastName' || key === 'activity' || key === 'type') out[key] = v;
    else if (key === 'isLive') out.isLive = v === PUBLISHED;
    else if (key === 'graduationDate' || key === 'eventDate') out[key] = storedDate(v) ?? '';
    else if (key === 'description') out.description = richText(v);
  }
  return out;
}
