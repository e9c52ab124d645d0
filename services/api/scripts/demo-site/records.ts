/** Record boards: one RecordsLayout folder per board, a record column per event, record items as entries. */
import type { Category, Entry, RecordColumn, RecordSortDirection, RecordType } from '@laurel/domain';
import { category, entry, recordInfo } from './factories';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES } from './names';
import { pad, slug, type Random } from './random';

interface EventSpec {
  label: string;
  type: RecordType;
  units: string;
  sort: RecordSortDirection;
  /** Makes the n-th best value (0 = the record). */
  value: (rank: number, random: Random) => string;
  /** Where or how a record was set (meets for track and swimming, season notes for teams). */
  notes?: readonly string[];
}

const MEETS = ['Sectional meet', 'Conference meet', 'State finals', 'Home meet', 'Invitational'] as const;
const SEASONS = [
  'Conference champions',
  'Sectional champions',
  'State semifinalists',
  'Undefeated at home',
  'Regional finalists',
] as const;

const seconds = (base: number, step: number) => (rank: number, random: Random) => {
  const total = base + rank * step + random.next() * step * 0.8;
  const minutes = Math.floor(total / 60);
  const rest = (total - minutes * 60).toFixed(2);
  return minutes > 0 ? `${minutes}:${rest.padStart(5, '0')}` : rest;
};
/** Feet and inches, written the way US track programmes do: 22' 4.5". */
const distance = (feet: number, stepInches: number) => (rank: number, random: Random) => {
  const inches = feet * 12 - rank * stepInches - Math.round(random.next() * 4) / 2;
  return `${Math.floor(inches / 12)}' ${(inches % 12).toFixed(inches % 1 ? 1 : 0)}"`;
};
const points = (best: number, step: number) => (rank: number, random: Random) =>
  String(best - rank * step - random.int(0, step - 1));
const winLoss = (rank: number, random: Random) => `${13 - rank} - ${rank + random.int(0, 1)} - ${random.int(0, 1)}`;

function column(id: string, spec: EventSpec): RecordColumn {
  return {
    columnID: id,
    recordLabel: spec.label,
    recordType: spec.type,
    recordUnits: spec.units,
    recordSortDirection: spec.sort,
  };
}

function board(
  id: string,
  name: string,
  parent: Category,
  events: EventSpec[],
  female: boolean | null,
  random: Random,
): { category: Category; entries: Entry[] } {
  const folder = category(id, name, parent, 'RecordsLayout');
  const entries: Entry[] = [];
  events.forEach((spec, columnIndex) => {
    const columnId = `${id}-col-${slug(spec.label)}`;
    folder.recordColumns.push(column(columnId, spec));
    const count = random.int(4, 6);
    for (let rank = 0; rank < count; rank++) {
      const names = female === null ? null : female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE;
      const year = random.int(1976, 2025);
      const holder = names ? `${random.pick(names)} ${random.pick(LAST_NAMES)}` : `${year} Varsity`;
      const [firstName, ...rest] = holder.split(' ');
      entries.push(
        entry(`${columnId}-${rank + 1}`, folder, {
          firstName,
          lastName: rest.join(' '),
          eventDate: `${year}-${pad(random.int(3, 6))}-${pad(random.int(1, 28))}`,
          recordInfo: recordInfo({
            name: holder,
            recordValue: spec.value(rank, random),
            recordDate: `${year}-${pad(random.int(3, 6))}-${pad(random.int(1, 28))}`,
            yearStart: String(year),
            yearEnd: String(year),
            primaryInfo: spec.label,
            extraInfo: random.pick(spec.notes ?? MEETS),
            columnID: columnId,
            customOrderIndex: spec.sort === 'custom' ? rank : columnIndex * 10 + rank,
          }),
        }),
      );
    }
  });
  return { category: folder, entries };
}

const TRACK_BOYS: EventSpec[] = [
  { label: '100 Meters', type: 'Time', units: 'sec', sort: 'Ascending', value: seconds(10.62, 0.09) },
  { label: '400 Meters', type: 'Time', units: 'sec', sort: 'Ascending', value: seconds(47.9, 0.45) },
  { label: '1600 Meters', type: 'Time', units: 'min', sort: 'Ascending', value: seconds(252.4, 2.1) },
  { label: 'Long Jump', type: 'Imperial', units: 'ft-in', sort: 'Descending', value: distance(23, 3) },
  { label: 'Shot Put', type: 'Imperial', units: 'ft-in', sort: 'Descending', value: distance(58, 8) },
];
const TRACK_GIRLS: EventSpec[] = [
  { label: '100 Meters', type: 'Time', units: 'sec', sort: 'Ascending', value: seconds(11.84, 0.11) },
  { label: '800 Meters', type: 'Time', units: 'min', sort: 'Ascending', value: seconds(132.5, 1.4) },
  { label: 'High Jump', type: 'Imperial', units: 'ft-in', sort: 'Descending', value: distance(5.75, 1) },
  { label: 'Discus', type: 'Imperial', units: 'ft-in', sort: 'Descending', value: distance(142, 9) },
];
const SWIMMING: EventSpec[] = [
  { label: '50 Freestyle', type: 'Time', units: 'sec', sort: 'Ascending', value: seconds(21.1, 0.3) },
  { label: '100 Butterfly', type: 'Time', units: 'sec', sort: 'Ascending', value: seconds(50.2, 0.6) },
  { label: '200 Individual Medley', type: 'Time', units: 'min', sort: 'Ascending', value: seconds(113.8, 1.2) },
];
const TEAMS: EventSpec[] = [
  {
    label: 'Football Best Seasons',
    type: 'WinLoss',
    units: 'W - L - T',
    sort: 'Descending',
    value: winLoss,
    notes: SEASONS,
  },
  {
    label: 'Basketball Best Seasons',
    type: 'WinLoss',
    units: 'W - L - T',
    sort: 'Descending',
    value: winLoss,
    notes: SEASONS,
  },
  {
    label: 'Conference Titles',
    type: 'WinLoss',
    units: 'conference W - L',
    sort: 'newest',
    value: (rank) => `${8 - (rank % 3)} - ${rank % 2}`,
    notes: ['Football', 'Boys basketball', 'Girls basketball', 'Volleyball', 'Baseball', 'Softball'],
  },
];
const BASKETBALL: EventSpec[] = [
  { label: 'Career Points', type: 'number', units: 'pts', sort: 'Descending', value: points(1920, 140) },
  { label: 'Single-Game Points', type: 'number', units: 'pts', sort: 'Descending', value: points(52, 3) },
  {
    label: 'Team Captains',
    type: 'number',
    units: 'seasons',
    sort: 'custom',
    value: (rank) => String(rank + 1),
    notes: ['Captain', 'Co-captain'],
  },
];

export function buildRecords(records: Category, random: Random) {
  const track = category('cat-track-field', 'Track & Field', records, 'CategoriesCardLayout3');
  const boards = [
    board('cat-boys-track-records', 'Boys Track & Field Records', track, TRACK_BOYS, false, random),
    board('cat-girls-track-records', 'Girls Track & Field Records', track, TRACK_GIRLS, true, random),
    board('cat-swimming-records', 'Swimming & Diving Records', records, SWIMMING, random.chance(0.5), random),
    board('cat-team-records', 'Team Season Records', records, TEAMS, null, random),
    board('cat-basketball-records', 'Basketball Scoring Records', records, BASKETBALL, false, random),
  ];
  // A record still being verified stays unpublished.
  boards[0].entries[boards[0].entries.length - 1].isLive = false;
  return {
    categories: [track, ...boards.map((b) => b.category)],
    entries: boards.flatMap((b) => b.entries),
  };
}
