import {
  addRows,
  applySaveOutcomes,
  canUndo,
  changedColumns,
  deleteRows,
  loadSheet,
  pasteBlock,
  setCells,
  setSavedValue,
  sheetChanges,
  undo,
  type SheetColumn,
} from './sheet-model';
import { viewOrder } from './view-order';

const columns: SheetColumn[] = [
  { key: 'first', name: 'First name', kind: 'text' },
  { key: 'last', name: 'Last name', kind: 'text', problem: (v) => (v.length > 5 ? 'Too long' : null) },
  { key: 'photo', name: 'Photo', kind: 'readonly' },
  { key: 'year', name: 'Year', kind: 'text', normalise: (t) => t.trim().slice(0, 4) },
];
const blank = () => ({ first: '', last: '', photo: '', year: '' });
const start = () =>
  loadSheet([
    { id: 'a', values: { first: 'Ada', last: 'Byron', photo: 'x', year: '1833' } },
    { id: 'b', values: { first: 'Bo', last: 'Diaz', photo: '', year: '1990' } },
  ]);

test('edits, adds and deletes become a change set; undo steps back one change at a time', () => {
  let s = setCells(start(), [{ key: 'a', column: 'first', value: 'Augusta' }]);
  s = addRows(s, [{ ...blank(), first: 'Cy', last: 'Eng' }]).state;
  s = deleteRows(s, ['b']);
  const c = sheetChanges(s, columns);
  expect(c.updates.map((u) => [u.row.key, u.columns])).toEqual([['a', ['first']]]);
  expect(c.creates.map((r) => r.values.first)).toEqual(['Cy']);
  expect(c.deletes.map((r) => r.id)).toEqual(['b']);
  s = undo(s);
  expect(sheetChanges(s, columns).deletes).toEqual([]);
  s = undo(undo(s));
  expect(s.rows.map((r) => r.values.first)).toEqual(['Ada', 'Bo']);
  expect(canUndo(s)).toBe(false);
});

test('setting a cell to its value changes nothing and adds no undo step', () => {
  const s = start();
  expect(setCells(s, [{ key: 'a', column: 'first', value: 'Ada' }])).toBe(s);
});

test('a pasted block follows the view order, skips read-only columns and adds rows past the end', () => {
  let s = start();
  const view = viewOrder(s.rows, columns, [{ columnKey: 'first', direction: 'DESC' }], {});
  expect(view).toEqual(['b', 'a']);
  s = pasteBlock(
    s,
    view,
    columns,
    1,
    1,
    [
      ['Lee', 'p1', '2001-05-06'],
      ['Moe', 'p2', '2002'],
      ['Ng', 'p3', '2003'],
    ],
    blank,
  );
  expect(s.rows.find((r) => r.key === 'a')!.values).toEqual({ first: 'Ada', last: 'Lee', photo: 'x', year: '2001' });
  expect(s.rows.slice(2).map((r) => [r.values.last, r.values.photo, r.values.year])).toEqual([
    ['Moe', '', '2002'],
    ['Ng', '', '2003'],
  ]);
  // One paste is one undo step.
  s = undo(s);
  expect(s.rows).toHaveLength(2);
  expect(s.rows[0].values.last).toBe('Byron');
});

test('rows with a problem are held back; save outcomes keep failures with their reason', () => {
  let s = setCells(start(), [
    { key: 'a', column: 'last', value: 'Lovelace' },
    { key: 'b', column: 'first', value: 'Bob' },
  ]);
  s = addRows(s, [{ ...blank(), first: 'New' }]).state;
  const c = sheetChanges(s, columns);
  expect(c.blocked.map((r) => r.key)).toEqual(['a']);
  s = applySaveOutcomes(s, [
    { key: 'b', ok: false, message: 'Entry path /entry/b not found.' },
    { key: 'new-1', ok: true, id: 'n1' },
  ]);
  expect(s.rows.find((r) => r.key === 'b')!.result).toEqual({ ok: false, message: 'Entry path /entry/b not found.' });
  expect(s.rows.find((r) => r.key === 'new-1')).toMatchObject({
    id: 'n1',
    saved: { first: 'New' },
    result: { ok: true },
  });
  const after = sheetChanges(s, columns);
  expect(after.creates).toEqual([]);
  expect(after.updates.map((u) => u.row.key)).toEqual(['b']);
  expect(canUndo(s)).toBe(false);
});

test('filters hide rows that do not contain the text, but never a new row', () => {
  let s = start();
  s = addRows(s, [blank()]).state;
  expect(viewOrder(s.rows, columns, [], { last: 'BYR' })).toEqual(['a', 'new-1']);
  expect(viewOrder(s.rows, columns, [{ columnKey: 'year', direction: 'ASC' }], {})).toEqual(['a', 'b', 'new-1']);
});

test('a change saved outside the sheet (Publish selected) is taken in without touching unsaved edits', () => {
  const state = setCells(
    loadSheet([
      { id: 'a', values: { name: 'Ada', isLive: 'Draft' } },
      { id: 'b', values: { name: 'Bob', isLive: 'Draft' } },
      { id: 'c', values: { name: 'Cy', isLive: 'Draft' } },
    ]),
    [
      { key: 'b', column: 'name', value: 'Bobby' },
      { key: 'c', column: 'isLive', value: 'Published' },
    ],
  );
  const next = setSavedValue(state, ['a', 'b'], 'isLive', 'Published');
  expect(next.rows.map((r) => [r.values.isLive, r.saved?.isLive])).toEqual([
    ['Published', 'Published'],
    ['Published', 'Published'],
    ['Published', 'Draft'],
  ]);
  // Bob's unsaved name stays a change to save; Ada has nothing left to save.
  expect(changedColumns(next.rows[0])).toEqual([]);
  expect(changedColumns(next.rows[1])).toEqual(['name']);
  expect(next.history).toBe(state.history);
});
