import type { RecordColumn } from '@laurel/domain';
import { guessMapping, importRows } from '../../components/table-import/import-plan';
import { blankRecord, recordColumns } from './record-sheet';
import { csvFileProblem, recordHints, recordRequired, tableProblem } from './records-csv';

const time: RecordColumn = {
  columnID: 'c1',
  recordLabel: '100 m',
  recordType: 'Time',
  recordUnits: 's',
  recordSortDirection: 'Ascending',
};
const columns = recordColumns(time);

test('guesses the board column of each CSV header by name, label and common words', () => {
  const headers = ['Athlete', '100 m', 'Year', 'Published', 'Coach'];
  expect(guessMapping(headers, columns, recordHints(time))).toEqual(['name', 'recordValue', 'yearStart', 'isLive', '']);
  expect(guessMapping(['Name', '100 m (s)', 'Details'], columns, recordHints(time))).toEqual([
    'name',
    'recordValue',
    'primaryInfo',
  ]);
});

test('checks each row by the column’s record type and names the problem', () => {
  const table = {
    headers: ['Name', 'Time', 'Published'],
    rows: [
      ['Husky Relay', '10.52', 'yes'],
      ['', '', ''],
      ['Slow Team', 'quick', 'no'],
      ['', '11.2', 'yes'],
    ],
  };
  const mapping = guessMapping(table.headers, columns, recordHints(time));
  const rows = importRows(table, mapping, columns, blankRecord, recordRequired);
  expect(rows.map((r) => [r.line, r.values.name, r.values.isLive, r.problems])).toEqual([
    [2, 'Husky Relay', 'Published', []],
    [4, 'Slow Team', 'Draft', [expect.stringMatching(/^100 m \(s\): This cannot be read as a time/)]],
    [5, '', 'Published', ['Name: A record needs a name']],
  ]);
});

test('refuses files that are not CSV, empty files, files without records and files with no matching column', () => {
  expect(csvFileProblem('times.xlsx', 'application/zip', 'PK')).toMatch(/^“times.xlsx” is not a CSV file/);
  expect(csvFileProblem('times.csv', 'text/csv', 'a\u0000b')).toMatch(/is not a CSV file/);
  expect(csvFileProblem('times.csv', 'text/csv', '\uFEFF \n')).toBe('“times.csv” is empty. Nothing was added.');
  expect(csvFileProblem('times.csv', 'text/csv', 'Name\nA')).toBeNull();
  const headerOnly = { headers: ['Name'], rows: [] };
  expect(tableProblem('t.csv', headerOnly, ['name'], columns)).toMatch(/has a header line but no records/);
  const strange = { headers: ['Colour', 'Shape'], rows: [['red', 'round']] };
  expect(tableProblem('t.csv', strange, ['', ''], columns)).toMatch(
    /^None of the columns of “t.csv” \(Colour, Shape\) match this board’s columns \(Name, 100 m \(s\), Published/,
  );
  expect(tableProblem('t.csv', strange, ['name', ''], columns)).toBeNull();
});
