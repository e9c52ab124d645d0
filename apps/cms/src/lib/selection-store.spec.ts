import { pick, type Selection } from './selection-store';

const none: Selection = { kind: null, ids: [], parentId: null, anchor: null, listIds: [] };
const list = ['a', 'b', 'c', 'd', 'e'];
const click = (s: Selection, id: string, shift = false) =>
  pick(s, { kind: 'entry', id, parentId: 'f1', listIds: list, shift });

test('a click selects a card (selection mode), a second click on it clears it (mode left)', () => {
  const one = click(none, 'b');
  expect(one).toEqual({ kind: 'entry', ids: ['b'], parentId: 'f1', anchor: 'b', listIds: list });
  expect(click(one, 'b')).toEqual(none);
});

test('shift-click selects the range from the last clicked card, in list order', () => {
  const s = click(click(none, 'b'), 'e', true);
  expect(s.ids).toEqual(['b', 'c', 'd', 'e']);
  expect(click(click(none, 'd'), 'a', true).ids).toEqual(['a', 'b', 'c', 'd']);
});

test('picking in another list or of another kind starts a new selection', () => {
  const s = click(none, 'b');
  expect(pick(s, { kind: 'category', id: 'x', parentId: 'f1', listIds: ['x'] }).ids).toEqual(['x']);
  expect(pick(s, { kind: 'entry', id: 'y', parentId: 'f2', listIds: ['y'] }).ids).toEqual(['y']);
});
