import { folderPage, letterStarts, pageOfIndex, parsePageParam, sortLetter } from './folder-pages';

const person = (firstName: string, lastName: string) => ({ firstName, lastName });

describe('folder pages', () => {
  it('reads ?page= as a whole number from 1, anything else is page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });

  it('splits 500 cards into 9 pages of 60, the last holding 20', () => {
    expect(folderPage(500, 1)).toEqual({ page: 1, pageCount: 9, start: 0, end: 60 });
    expect(folderPage(500, 2)).toEqual({ page: 2, pageCount: 9, start: 60, end: 120 });
    expect(folderPage(500, 9)).toEqual({ page: 9, pageCount: 9, start: 480, end: 500 });
  });

  it('shows the last page for a page past the end, and one page for an empty folder', () => {
    expect(folderPage(30, 4)).toEqual({ page: 1, pageCount: 1, start: 0, end: 30 });
    expect(folderPage(130, 99).page).toBe(3);
    expect(folderPage(0, 1)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });

  it('finds the page of an item', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(59)).toBe(1);
    expect(pageOfIndex(60)).toBe(2);
  });
});

describe('letter bar', () => {
  it('files a person under the first letter of the sort key, accents folded', () => {
    expect(sortLetter(person('Ann', 'Zhou'), 'lastName')).toBe('Z');
    expect(sortLetter(person('Ann', 'Zhou'), 'firstName')).toBe('A');
    expect(sortLetter(person('Élodie', 'Ørsted'), 'firstName')).toBe('E');
    expect(sortLetter(person('', 'van Dyke'), 'lastName')).toBe('V');
    expect(sortLetter(person('Ann', '42nd'), 'lastName')).toBeNull();
    expect(sortLetter(person('Ann', 'Zhou'), 'graduationDate')).toBeNull();
  });

  it('gives where each letter starts in name order, nothing when not sorted by name', () => {
    const rows = [person('a', 'Adams'), person('b', 'Avery'), person('c', 'Cole'), person('d', 'Zed')];
    expect([...letterStarts(rows, 'lastName')]).toEqual([
      ['A', 0],
      ['C', 2],
      ['Z', 3],
    ]);
    expect(letterStarts(rows, 'custom').size).toBe(0);
  });
});
