import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Category, Entry, RecordInfo } from '@laurel/domain';
import { RecordsBoard } from './records-board';

const info = (columnId: string, name: string, recordValue: string, yearStart = ''): RecordInfo => ({
  name,
  recordValue,
  columnID: columnId,
  recordDate: '',
  yearStart,
  yearEnd: '',
  primaryInfo: '',
  extraInfo: '',
  description: '',
  recordImage: null,
  customOrderIndex: 0,
});
const entry = (id: string, recordInfo: RecordInfo) =>
  ({ _id: id, firstName: recordInfo.name, lastName: '', recordInfo }) as Entry;

const category = {
  _id: 'boards',
  categoryName: 'Boards',
  recordColumns: [
    { columnID: 'mile', recordLabel: 'Mile', recordType: 'Time', recordUnits: 'min', recordSortDirection: 'Ascending' },
    {
      columnID: 'hj',
      recordLabel: 'High Jump',
      recordType: 'Imperial',
      recordUnits: '',
      recordSortDirection: 'Descending',
    },
  ],
} as Category;

const entries = [
  entry('m1', info('mile', 'Slow', '4:30.10', '1990')),
  entry('m2', info('mile', 'Fast', '4:10.00', '2001')),
  entry('m3', info('mile', 'Tied', '4:10.00', '1985')),
  entry('h1', info('hj', 'Low', `5' 10"`)),
  entry('h2', info('hj', 'High', `6' 4"`)),
];

function rows(label: string) {
  const board = screen.getByRole('region', { name: label });
  return within(board)
    .getAllByTestId('record-row')
    .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim()));
}

test('each column is its own board, best first, ties sharing a rank, values in the column format', () => {
  render(
    <MemoryRouter>
      <RecordsBoard siteId="s" category={category} entries={entries} shown={new Set(entries.map((e) => e._id))} />
    </MemoryRouter>,
  );
  expect(rows('Mile')).toEqual([
    ['1', 'Fast', '4:10.00 min', '2001'],
    ['1', 'Tied', '4:10.00 min', '1985'],
    ['3', 'Slow', '4:30.10 min', '1990'],
  ]);
  expect(rows('High Jump').map((r) => [r[0], r[1], r[2]])).toEqual([
    ['1', 'High', `6' 4"`],
    ['2', 'Low', `5' 10"`],
  ]);
  expect(screen.getByRole('link', { name: 'Fast' }).getAttribute('href')).toBe('/entry/s/boards/m2');
});

test('filtered rows keep their true rank', () => {
  render(
    <MemoryRouter>
      <RecordsBoard siteId="s" category={category} entries={entries} shown={new Set(['m1'])} />
    </MemoryRouter>,
  );
  expect(rows('Mile')).toEqual([['3', 'Slow', '4:30.10 min', '1990']]);
  expect(screen.getByRole('region', { name: 'High Jump' }).textContent).toContain('No matching records.');
});
