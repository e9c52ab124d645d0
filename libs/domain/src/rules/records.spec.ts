import type { RecordColumn, RecordSortDirection, RecordType } from '../schemas';
import {
  formatRecordValue,
  parseDuration,
  parseRecordNumber,
  rankRecords,
  recordValueProblem,
  winLossKey,
} from './records';
import { makeRecord } from './testing/fixtures';

const column = (recordType: RecordType, recordSortDirection: RecordSortDirection = 'Descending'): RecordColumn => ({
  columnID: 'col1',
  recordLabel: 'Label',
  recordType,
  recordUnits: '',
  recordSortDirection,
});
const board = (values: string[], extra: (i: number) => object = () => ({})) =>
  values.map((recordValue, i) => makeRecord(`r${i}`, { recordValue, ...extra(i) }));
const ranked = (rows: ReturnType<typeof rankRecords>) =>
  rows.map((r) => `${r.rank}:${r.entry.recordInfo!.recordValue}`);

describe('record parsing', () => {
  it('reads durations as seconds', () => {
    expect(parseDuration('10.52')).toBe(10.52);
    expect(parseDuration('4:05.20')).toBeCloseTo(245.2);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('10.5s')).toBe(10.5);
    expect(parseDuration('fast')).toBeNull();
  });
  it('reads numbers with thousands separators and units', () => {
    expect(parseRecordNumber('1,234.5')).toBe(1234.5);
    expect(parseRecordNumber('42 pts')).toBe(42);
    expect(parseRecordNumber('-3')).toBe(-3);
    expect(parseRecordNumber('n/a')).toBeNull();
  });
  it('reads win/loss as winning percentage, then wins', () => {
    expect(winLossKey('8 - 2')).toEqual([0.8, 8]);
    expect(winLossKey('7 - 1 - 2')).toEqual([0.8, 7]);
    expect(winLossKey('0 - 0')).toBeNull();
  });
});

describe('rankRecords', () => {
  it('puts the largest number first by default and shares ranks on ties', () => {
    expect(ranked(rankRecords(board(['12', '30', '12', '7', 'n/a', '30']), column('number')))).toEqual([
      '1:30',
      '1:30',
      '3:12',
      '3:12',
      '5:7',
      '6:n/a',
    ]);
  });

  it('reverses the order for Ascending (fastest time first), comparing times as durations', () => {
    const rows = rankRecords(board(['1:02.5', '59.9', '1:01:00', '1:02.50']), column('Time', 'Ascending'));
    expect(ranked(rows)).toEqual(['1:59.9', '2:1:02.5', '2:1:02.50', '4:1:01:00']);
  });

  it('compares Imperial values as lengths', () => {
    const rows = rankRecords(board([`6' 2"`, '6-10', `74"`, '23-1']), column('Imperial'));
    expect(ranked(rows)).toEqual(['1:23-1', '2:6-10', `3:6' 2"`, '3:74"']);
  });

  it('ranks win/loss records by ratio', () => {
    const rows = rankRecords(board(['5 - 5', '10 - 0', '1 - 0', '9 - 1']), column('WinLoss'));
    expect(ranked(rows)).toEqual(['1:10 - 0', '2:1 - 0', '3:9 - 1', '4:5 - 5']);
  });

  it('sorts by record date for newest and oldest', () => {
    const dates = ['2010-05-01', '2020-01-01', '1999-12-31'];
    const records = board(['a', 'b', 'c'], (i) => ({ recordDate: dates[i] }));
    expect(ranked(rankRecords(records, column('number', 'newest')))).toEqual(['1:b', '2:a', '3:c']);
    expect(ranked(rankRecords(records, column('number', 'oldest')))).toEqual(['1:c', '2:a', '3:b']);
  });

  it('follows the custom index with sequential ranks even when values tie', () => {
    const records = board(['9', '9', '9'], (i) => ({ customOrderIndex: [2, 0, 1][i] }));
    expect(rankRecords(records, column('number', 'custom')).map((r) => `${r.rank}:${r.entry._id}`)).toEqual([
      '1:r1',
      '2:r2',
      '3:r0',
    ]);
  });

  it('ignores records of other columns', () => {
    const records = [...board(['1']), makeRecord('other', { recordValue: '99', columnID: 'col2' })];
    expect(rankRecords(records, column('number')).map((r) => r.entry._id)).toEqual(['r0']);
  });
});

describe('formatRecordValue', () => {
  it('formats per record type', () => {
    expect(formatRecordValue('12-3', 'WinLoss')).toBe('12 - 3');
    expect(formatRecordValue('6-02.5', 'Imperial')).toBe(`6' 2.5"`);
    expect(formatRecordValue('1,234', 'number', 'yards')).toBe('1,234 yards');
    expect(formatRecordValue('42 pts', 'number', 'pts')).toBe('42 pts');
    expect(formatRecordValue('10.52', 'Time', 's')).toBe('10.52 s');
    expect(formatRecordValue('odd', 'Imperial')).toBe('odd');
    expect(formatRecordValue('', 'number', 'pts')).toBe('');
  });
});

describe('recordValueProblem', () => {
  it('accepts what the board can rank, and an empty value', () => {
    expect(recordValueProblem('1:58.3', 'Time')).toBeNull();
    expect(recordValueProblem(`6' 2"`, 'Imperial')).toBeNull();
    expect(recordValueProblem('24 - 3 - 1', 'WinLoss')).toBeNull();
    expect(recordValueProblem('1,284', 'number')).toBeNull();
    expect(recordValueProblem('', 'Time')).toBeNull();
  });
  it('says what it expected for a value it cannot read', () => {
    expect(recordValueProblem('fast', 'Time')).toBe('This cannot be read as a time, such as 10.52, 1:58.3 or 1:02:03.');
    expect(recordValueProblem('tall', 'Imperial')).toContain('feet and inches');
    expect(recordValueProblem('won most', 'WinLoss')).toContain('wins - losses - draws');
    expect(recordValueProblem('lots', 'number')).toContain('a number');
  });
});
