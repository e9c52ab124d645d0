import { parseClipboardBlock, toClipboardBlock } from './tsv';

test('reads a block copied from a spreadsheet', () => {
  expect(parseClipboardBlock('Ada\tLovelace\t1833\r\nBo\tDiaz\t1990\r\n')).toEqual([
    ['Ada', 'Lovelace', '1833'],
    ['Bo', 'Diaz', '1990'],
  ]);
  expect(parseClipboardBlock('"Line one\nline two"\tX\n')).toEqual([['Line one\nline two', 'X']]);
  expect(parseClipboardBlock('single')).toEqual([['single']]);
  expect(parseClipboardBlock('')).toEqual([]);
});

test('writes cells back the same way', () => {
  const rows = [
    ['a', 'b\tc'],
    ['d', 'e'],
  ];
  expect(parseClipboardBlock(toClipboardBlock(rows))).toEqual(rows);
});
