import { fromDraft, toDraft } from './date-text';

test('1 January is a year-only date; other dates keep day and month', () => {
  expect(toDraft('1998-01-01')).toEqual({ yearOnly: true, text: '1998' });
  expect(toDraft('1998-06-12')).toEqual({ yearOnly: false, text: '1998-06-12' });
  expect(toDraft('')).toEqual({ yearOnly: false, text: '' });
  // a class year is typed as a year unless the editor asks for a full date
  expect(toDraft('', true)).toEqual({ yearOnly: true, text: '' });
  expect(toDraft('1998-06-12', true)).toEqual({ yearOnly: false, text: '1998-06-12' });
});

test('a year is stored as 1 January of that year; a full date as it is; empty clears it', () => {
  expect(fromDraft({ yearOnly: true, text: '2004' })).toBe('2004-01-01');
  expect(fromDraft({ yearOnly: false, text: '2004-03-09' })).toBe('2004-03-09');
  expect(fromDraft({ yearOnly: false, text: ' ' })).toBe('');
});

test('what cannot be read as a date is not saved', () => {
  expect(fromDraft({ yearOnly: true, text: '04' })).toBeNull();
  expect(fromDraft({ yearOnly: true, text: 'nineteen' })).toBeNull();
  expect(fromDraft({ yearOnly: false, text: '2004-02-30' })).toBeNull();
  expect(fromDraft({ yearOnly: false, text: '3/9/2004' })).toBeNull();
});
