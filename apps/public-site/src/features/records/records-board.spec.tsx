import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  // the units are printed once, in the value column's heading, not again on every value
  expect(rows('Mile')).toEqual([
    ['1', 'Fast', '4:10.00', '2001'],
    ['1', 'Tied', '4:10.00', '1985'],
    ['3', 'Slow', '4:30.10', '1990'],
  ]);
  const mile = screen.getByRole('region', { name: 'Mile' });
  expect(within(mile).getByRole('columnheader', { name: 'Record (min)' })).toBeTruthy();
  expect(mile.textContent?.match(/min/g)).toHaveLength(1);
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
  expect(rows('Mile')).toEqual([['3', 'Slow', '4:30.10', '1990']]);
  expect(screen.getByRole('region', { name: 'High Jump' }).textContent).toContain('No matching records.');
});

test('boards in date or custom order list records without ranks or medals', () => {
  const lists = {
    ...category,
    recordColumns: [
      {
        columnID: 'titles',
        recordLabel: 'Conference Titles',
        recordType: 'number',
        recordUnits: '',
        recordSortDirection: 'newest',
      },
      {
        columnID: 'picks',
        recordLabel: 'Coach Picks',
        recordType: 'number',
        recordUnits: '',
        recordSortDirection: 'custom',
      },
    ],
  } as Category;
  const items = [
    entry('t1', { ...info('titles', '2002 Varsity', '3'), recordDate: '2002-11-01' }),
    entry('t2', { ...info('titles', '2007 Varsity', '1'), recordDate: '2007-11-01' }),
    entry('p1', { ...info('picks', 'Second', '10'), customOrderIndex: 2 }),
    entry('p2', { ...info('picks', 'First', '5'), customOrderIndex: 1 }),
  ];
  const { container } = render(
    <MemoryRouter>
      <RecordsBoard siteId="s" category={lists} entries={items} shown={new Set(items.map((e) => e._id))} />
    </MemoryRouter>,
  );
  expect(rows('Conference Titles').map((r) => r[0])).toEqual(['2007 Varsity', '2002 Varsity']);
  expect(rows('Coach Picks').map((r) => r[0])).toEqual(['First', 'Second']);
  expect(screen.queryAllByRole('columnheader', { name: 'Rank' })).toHaveLength(0);
  expect(container.querySelector('.ps-board__rank-badge, [class*="ps-board__row--top"]')).toBeNull();
});

test('a kiosk pages a long board instead of scrolling it', () => {
  const many = Array.from({ length: 12 }, (_, i) => entry(`r${i}`, info('mile', `Runner ${i}`, `4:${10 + i}.00`)));
  render(
    <MemoryRouter>
      <RecordsBoard
        siteId="s"
        category={{ ...category, recordColumns: [category.recordColumns[0]] } as Category}
        entries={many}
        shown={new Set(many.map((e) => e._id))}
        kiosk
      />
    </MemoryRouter>,
  );
  const board = screen.getByRole('region', { name: 'Mile' });
  const perPage = within(board).getAllByTestId('record-row').length;
  expect(perPage).toBeLessThan(12);
  expect(within(board).getByText(`Page 1 of ${Math.ceil(12 / perPage)}`)).toBeTruthy();
  fireEvent.click(within(board).getByRole('button', { name: 'Next page' }));
  expect(within(board).getByText(`Page 2 of ${Math.ceil(12 / perPage)}`)).toBeTruthy();
  expect(within(board).getAllByTestId('record-row')[0].textContent).toContain(`Runner ${perPage}`);
});

test('on a portrait kiosk, boards that do not all fit take turns, each set until its longest board has paged', () => {
  jest.useFakeTimers();
  const size = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
  Object.assign(window, { innerWidth: 1080, innerHeight: 1920 });
  try {
    const three = {
      ...category,
      recordColumns: ['a', 'b', 'c'].map((id) => ({ ...category.recordColumns![0], columnID: id, recordLabel: id })),
    } as Category;
    // board a: 8 records (two pages of six), b and c: one each
    const items = [
      ...Array.from({ length: 8 }, (_, i) => entry(`a${i}`, info('a', `A ${i}`, `4:${10 + i}.00`))),
      entry('b0', info('b', 'B 0', '4:00.00')),
      entry('c0', info('c', 'C 0', '4:00.00')),
    ];
    render(
      <MemoryRouter>
        <RecordsBoard siteId="s" category={three} entries={items} shown={new Set(items.map((e) => e._id))} kiosk />
      </MemoryRouter>,
    );
    const boards = () => screen.getAllByTestId('records-board').map((b) => b.querySelector('h2')?.textContent);
    expect(boards()).toEqual(['a', 'b']);
    expect(screen.getByText('Boards 1–2 of 3')).toBeTruthy();
    // board a turns its page after 10 s; the set stays until both of its pages were shown
    act(() => void jest.advanceTimersByTime(10_500));
    expect(within(screen.getByRole('region', { name: 'a' })).getByText('Page 2 of 2')).toBeTruthy();
    expect(boards()).toEqual(['a', 'b']);
    act(() => void jest.advanceTimersByTime(10_000));
    expect(boards()).toEqual(['c']);
    expect(screen.getByText('Board 3 of 3')).toBeTruthy();
    // a visitor can turn the sets too
    fireEvent.click(screen.getByRole('button', { name: 'Next boards' }));
    expect(boards()).toEqual(['a', 'b']);
  } finally {
    Object.assign(window, size);
    jest.useRealTimers();
  }
});
