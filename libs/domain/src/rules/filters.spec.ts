import { makeEntry, makeRecord } from './testing/fixtures';
import {
  applyFilters,
  decodeFilterQuery,
  encodeFilterQuery,
  filterOptions,
  isFilterStateEmpty,
  matchesFilter,
  splitListValues,
} from './filters';

const people = [
  makeEntry({
    _id: '1',
    categoryID: 'c',
    firstName: 'Bo',
    lastName: 'Brady',
    activity: 'Football, Track',
    type: 'Athlete',
    eventDate: '1998-01-01',
    graduationDate: '1995-06-01',
  }),
  makeEntry({
    _id: '2',
    categoryID: 'c',
    firstName: 'Ann',
    lastName: 'Adams',
    activity: 'track / Swimming',
    type: 'Coach|Athlete',
    eventDate: '2004-05-12',
  }),
  makeEntry({
    _id: '3',
    categoryID: 'c',
    firstName: 'Cy',
    lastName: 'carter',
    activity: 'Golf~Tennis',
    type: 'Builder',
    description: '<p>State <b>champion</b> in 1999</p>',
  }),
  makeEntry({ _id: '4', categoryID: 'c', firstName: 'Di', lastName: 'Olson', activity: '', type: '' }),
];
const ids = (list: { _id: string }[]) => list.map((e) => e._id);

describe('filters', () => {
  it('matches last names by first letter, case-insensitively', () => {
    expect(ids(applyFilters(people, { lastName: 'B' }))).toEqual(['1']);
    expect(ids(applyFilters(people, { lastName: 'C' }))).toEqual(['3']);
  });

  it("matches the value 'A' by the free-text rule, not by first letter", () => {
    // Adams, Brady, carter contain an 'a'; Olson does not.
    expect(ids(applyFilters(people, { lastName: 'A' }))).toEqual(['1', '2', '3']);
  });

  it('matches event and graduation dates by year', () => {
    expect(ids(applyFilters(people, { eventDate: '1998' }))).toEqual(['1']);
    expect(ids(applyFilters(people, { graduationDate: '1995-01-01' }))).toEqual(['1']);
  });

  it('matches activity and type lists split on , / | ~ case-insensitively', () => {
    expect(splitListValues('a, b/c|d~e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(applyFilters(people, { activity: 'TRACK' }))).toEqual(['1', '2']);
    expect(ids(applyFilters(people, { activity: 'tennis' }))).toEqual(['3']);
    expect(ids(applyFilters(people, { type: 'athlete' }))).toEqual(['1', '2']);
    expect(ids(applyFilters(people, { activity: 'Foot' }))).toEqual([]);
  });

  it('matches free text contained in a field or any whole word', () => {
    expect(ids(applyFilters(people, { text: 'ann ad' }))).toEqual(['2']);
    expect(ids(applyFilters(people, { text: 'champion' }))).toEqual(['3']);
    expect(ids(applyFilters(people, { text: 'olson nobody' }))).toEqual(['4']);
    expect(ids(applyFilters(people, { text: 'xyz' }))).toEqual([]);
    const record = makeRecord('r', { name: 'Pole Vault', primaryInfo: 'J. Doe' });
    expect(matchesFilter(record, 'text', 'vault')).toBe(true);
  });

  it('combines filters and ignores empty values', () => {
    expect(ids(applyFilters(people, { activity: 'track', type: 'coach' }))).toEqual(['2']);
    expect(ids(applyFilters(people, { activity: '  ', text: '' }))).toEqual(['1', '2', '3', '4']);
    expect(isFilterStateEmpty({ text: ' ' })).toBe(true);
    expect(isFilterStateEmpty({ text: 'x' })).toBe(false);
  });

  it('derives the options a filter bar offers', () => {
    expect(filterOptions(people, 'lastName')).toEqual(['A', 'B', 'C', 'O']);
    expect(filterOptions(people, 'eventDate')).toEqual(['2004', '1998']);
    expect(filterOptions(people, 'activity')).toEqual(['Football', 'Golf', 'Swimming', 'Tennis', 'Track']);
    expect(filterOptions(people, 'type')).toEqual(['Athlete', 'Builder', 'Coach']);
  });

  it('round-trips the filter query parameter', () => {
    const query = encodeFilterQuery({ lastName: 'B', text: ' hall of fame ', activity: '' });
    expect(query).toBe('lastName=B&text=hall+of+fame');
    expect(decodeFilterQuery(query)).toEqual({ lastName: 'B', text: 'hall of fame' });
    expect(decodeFilterQuery('evil=1&type=Coach')).toEqual({ type: 'Coach' });
    expect(decodeFilterQuery(null)).toEqual({});
  });
});
