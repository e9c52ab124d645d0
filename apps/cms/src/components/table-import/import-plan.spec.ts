import { blankProfile, profileColumns } from '../../lib/profile-sheet';
import {
  FULL_NAME,
  guessProfileMapping,
  importRows,
  photoKey,
  photoPlan,
  planImport,
  unmappedColumns,
  PHOTO,
  SKIP,
} from './import-plan';

const columns = profileColumns({ activity: 'Sports', graduationDate: 'Class of' });

test('guesses the field of each column from its header, each field once, and names the columns left out', () => {
  const headers = ['First Name', 'Surname', 'Sports', 'Class Year', 'Inducted', 'Bio', 'Photo', 'Shoe size', 'first'];
  const mapping = guessProfileMapping(headers, columns);
  expect(mapping).toEqual([
    'firstName',
    'lastName',
    'activity',
    'graduationDate',
    'eventDate',
    'description',
    PHOTO,
    SKIP,
    SKIP,
  ]);
  expect(unmappedColumns([...headers, ''], [...mapping, SKIP])).toEqual(['Shoe size', 'first', 'Column 10']);
  // The site's own label wins: this site calls the event date "Year".
  const site = profileColumns({ eventDate: 'Year' });
  expect(guessProfileMapping(['Name', 'Year', 'Grad Year'], site)).toEqual([FULL_NAME, 'eventDate', 'graduationDate']);
});

const dateLenient = (c: { kind: string }) => c.kind === 'date' || c.kind === 'choice';

test('a bad year imports the person without the year and says so; a Name column is split', () => {
  const rows = importRows(
    {
      headers: ['Name', 'Class of', 'Published'],
      rows: [
        ['Ada Lovelace', 'abc', 'maybe'],
        ['Turing, Alan', '1934', 'yes'],
      ],
    },
    [FULL_NAME, 'graduationDate', 'isLive'],
    columns,
    blankProfile,
    undefined,
    dateLenient,
  );
  expect(rows[0]).toMatchObject({
    line: 2,
    values: { firstName: 'Ada', lastName: 'Lovelace', graduationDate: '', isLive: 'Draft' },
    problems: [],
    notes: [
      "'maybe' is not Published or Draft; imported without Published",
      "'abc' is not a year or a date; imported without Class of",
    ],
  });
  expect(rows[1]).toMatchObject({ values: { firstName: 'Alan', lastName: 'Turing', graduationDate: '1934' } });
  expect(planImport(rows, []).create).toHaveLength(2);
});

test('a photo already attached to the profile is neither uploaded again nor reported missing', () => {
  const rows = importRows(
    {
      headers: ['First', 'Last', 'Photo'],
      rows: [
        ['Ada', 'Lovelace', 'pics/ADA.jpg'],
        ['Grace', 'Hopper', 'grace.jpg'],
        ['Alan', 'Turing', 'alan.jpg'],
        ['New', 'Person', 'new.jpg'],
      ],
    },
    ['firstName', 'lastName', PHOTO],
    columns,
    blankProfile,
  );
  const plan = planImport(rows, [
    { id: 'e1', firstName: 'Ada', lastName: 'Lovelace' },
    { id: 'e2', firstName: 'Grace', lastName: 'Hopper' },
    { id: 'e3', firstName: 'Alan', lastName: 'Turing' },
  ]);
  const attached = new Map([
    ['e1', 'ada.jpg'],
    ['e3', 'old-alan.jpg'],
  ]);
  // A re-import without the zip: Ada's photo is already hers; the others are missing.
  const noZip = photoPlan(plan, new Map(), attached);
  expect(noZip.attached).toBe(1);
  expect(noZip.upload).toEqual([]);
  expect(noZip.missing.map((r) => r.values.firstName)).toEqual(['New', 'Grace', 'Alan']);
  // With the zip: Ada's is still not uploaded again; Alan's new photo replaces his old one.
  const file = (name: string) => new File([new Uint8Array([1])], name);
  const zip = new Map(['ada.jpg', 'grace.jpg', 'alan.jpg', 'new.jpg'].map((k) => [k, file(k)]));
  const withZip = photoPlan(plan, zip, attached);
  expect(withZip.upload.map((u) => [u.row.values.firstName, u.id])).toEqual([
    ['New', null],
    ['Grace', 'e2'],
    ['Alan', 'e3'],
  ]);
  expect(withZip.attached).toBe(1);
});

test('turns rows into checked profiles, dropping blank lines', () => {
  const rows = importRows(
    {
      headers: ['First', 'Last', 'Class of', 'Published', 'Photo'],
      rows: [
        ['Ada', 'Lovelace', '1833', 'yes', 'photos/Ada.JPG'],
        ['', '', '', '', ''],
        ['Alan', 'Turing', 'someday', 'no', ''],
        ['', '', '1950', '', ''],
      ],
    },
    ['firstName', 'lastName', 'graduationDate', 'isLive', PHOTO],
    columns,
    blankProfile,
  );
  expect(rows.map((r) => r.line)).toEqual([2, 4, 5]);
  expect(rows[0]).toMatchObject({
    values: { firstName: 'Ada', graduationDate: '1833', isLive: 'Published' },
    problems: [],
  });
  expect(rows[0].photo).toBe('photos/Ada.JPG');
  // Without `lenient`, a bad value keeps the row out (the records import works this way).
  expect(rows[1].problems).toEqual([expect.stringMatching(/^Class of: A year/)]);
  expect(rows[2].problems).toEqual(['No name']);
});

test('the same file again updates the profiles it made; a repeated person is skipped', () => {
  const rows = importRows(
    {
      headers: ['First', 'Last'],
      rows: [
        ['Ada', 'Lovelace'],
        ['Grace', 'Hopper'],
        [' ada ', 'LOVELACE'],
      ],
    },
    ['firstName', 'lastName'],
    columns,
    blankProfile,
  );
  const plan = planImport(rows, [{ id: 'e1', firstName: 'Ada', lastName: 'Lovelace' }]);
  expect(plan.update.map((u) => [u.row.line, u.id])).toEqual([[2, 'e1']]);
  expect(plan.create.map((r) => r.line)).toEqual([3]);
  expect(plan.skipped).toEqual([{ row: rows[2], reason: 'The same person as row 2' }]);
});

test('matches photos by file name whatever the folder and case', () => {
  expect(photoKey('photos/2019/Ada.JPG')).toBe('ada.jpg');
  expect(photoKey('C:\\pics\\Ada.jpg ')).toBe('ada.jpg');
});
