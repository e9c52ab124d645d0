import { guessProfileColumns, recogniseHeader, splitFullName, squashHeader } from './import-headers';

test('recognises the headers schools write, whatever the case, spacing and punctuation', () => {
  const cases: Record<string, string> = {
    'Class Year': 'graduationDate',
    'Grad. Year': 'graduationDate',
    GRAD_YEAR: 'graduationDate',
    Year: 'graduationDate',
    Graduation: 'graduationDate',
    'Class of': 'graduationDate',
    'Year of graduation': 'graduationDate',
    Inducted: 'eventDate',
    'Induction Year': 'eventDate',
    'Year Inducted': 'eventDate',
    'Hall of Fame Year': 'eventDate',
    Sport: 'activity',
    Sports: 'activity',
    'Sport(s)': 'activity',
    Position: 'type',
    Bio: 'description',
    Biography: 'description',
    Photo: 'photo',
    Image: 'photo',
    'Photo file name': 'photo',
    'First Name': 'firstName',
    'first-name': 'firstName',
    'Last Name': 'lastName',
    Surname: 'lastName',
    Name: 'fullName',
    'Full name': 'fullName',
    'Class Year (YYYY)': 'graduationDate',
  };
  for (const [header, field] of Object.entries(cases))
    expect([header, recogniseHeader(header)]).toEqual([header, field]);
  expect(recogniseHeader('Notes')).toBeNull();
  expect(recogniseHeader('Shoe size')).toBeNull();
  expect(recogniseHeader('  ')).toBeNull();
  expect(squashHeader(' Class  Year ')).toBe('classyear');
});

test('each field is filled by one column; the site’s own names come first; Name only without first/last', () => {
  expect(
    guessProfileColumns(['First Name', 'Surname', 'Sports', 'Class of', 'Inducted', 'Bio', 'Photo', 'Notes', 'first']),
  ).toEqual(['firstName', 'lastName', 'activity', 'graduationDate', 'eventDate', 'description', 'photo', '', '']);
  expect(guessProfileColumns(['Name', 'Year', 'Grad Year'])).toEqual(['fullName', 'graduationDate', '']);
  expect(guessProfileColumns(['Name', 'First Name', 'Last Name'])).toEqual(['', 'firstName', 'lastName']);
  // A site that calls its event date "Year" gets the Year column there.
  expect(guessProfileColumns(['Year', 'Class of'], { eventDate: 'Year' })).toEqual(['eventDate', 'graduationDate']);
});

test('a full name splits into first and last name', () => {
  expect(splitFullName(' Ada  King Lovelace ')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' });
  expect(splitFullName('Lovelace, Ada')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  expect(splitFullName('Pelé')).toEqual({ firstName: '', lastName: 'Pelé' });
});
