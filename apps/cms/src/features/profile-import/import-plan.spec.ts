import { blankProfile, profileColumns } from '../bulk-category/profile-sheet';
import { guessMapping, importRows, photoKey, planImport, PHOTO, SKIP } from './import-plan';

const columns = profileColumns({ activity: 'Sports', graduationDate: 'Class of' });

test('guesses the field of each column from its header, each field once', () => {
  expect(
    guessMapping(
      ['First Name', 'Surname', 'Sports', 'Class of', 'Inducted', 'Bio', 'Photo', 'Shoe size', 'first'],
      columns,
    ),
  ).toEqual(['firstName', 'lastName', 'activity', 'graduationDate', 'eventDate', 'description', PHOTO, SKIP, SKIP]);
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
  expect(plan.skipped).toEqual([{ row: rows[2], reason: 'The same person as line 2' }]);
});

test('matches photos by file name whatever the folder and case', () => {
  expect(photoKey('photos/2019/Ada.JPG')).toBe('ada.jpg');
  expect(photoKey('C:\\pics\\Ada.jpg ')).toBe('ada.jpg');
});
