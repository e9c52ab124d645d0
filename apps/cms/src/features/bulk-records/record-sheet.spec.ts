import type { RecordColumn } from '@laurel/domain';
import { blankRecord, recordColumns, recordInput } from './record-sheet';

const time: RecordColumn = {
  columnID: 'c1',
  recordLabel: '100 m',
  recordType: 'Time',
  recordUnits: 's',
  recordSortDirection: 'Ascending',
};

test('checks a record value by the column’s record type', () => {
  const value = recordColumns(time).find((c) => c.key === 'recordValue')!;
  expect(value.name).toBe('100 m (s)');
  expect(value.problem!('10.52', {})).toBeNull();
  expect(value.problem!('quick', {})).toMatch(/^This cannot be read as a time/);
});

test('a new record names its column; an edit sends only the changed fields', () => {
  const values = { ...blankRecord(), name: 'Husky Relay', recordValue: '42.1', isLive: 'Published' };
  expect(recordInput(values, ['name', 'recordValue', 'isLive'], 'c1')).toEqual({
    isLive: true,
    recordInfo: { columnID: 'c1', name: 'Husky Relay', recordValue: '42.1' },
  });
  expect(recordInput(values, ['isLive'])).toEqual({ isLive: true });
});

test('the image column holds a media id: chosen, changed or cleared (null), never typed', () => {
  const image = recordColumns(time).find((c) => c.key === 'recordImage')!;
  expect(image).toMatchObject({ name: 'Image', kind: 'media' });
  expect(recordInput({ ...blankRecord(), recordImage: 'photo-1' }, ['recordImage'])).toEqual({
    recordInfo: { recordImage: 'photo-1' },
  });
  expect(recordInput({ ...blankRecord(), recordImage: '' }, ['recordImage'])).toEqual({
    recordInfo: { recordImage: null },
  });
});
