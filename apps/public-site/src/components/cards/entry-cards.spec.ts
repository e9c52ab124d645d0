import type { Entry, RecordInfo, Site } from '@laurel/domain';
import { entryDates } from './entry-cards';

const site = {
  categoryPage: { labels: { eventDate: 'Inducted', graduationDate: 'Class of' }, dateFormat: 'year' },
} as unknown as Site;

test("a profile's dates carry the site's labels", () => {
  const profile = { eventDate: '2019-10-12', graduationDate: '1994-01-01', recordInfo: null } as unknown as Entry;
  expect(entryDates(profile, site)).toEqual([
    { key: 'graduationDate', label: 'Class of', value: '1994' },
    { key: 'eventDate', label: 'Inducted', value: '2019' },
  ]);
});

test("a record item's year is never labelled as an induction", () => {
  const record = {
    eventDate: '2004-05-18',
    graduationDate: '',
    recordInfo: { columnID: 'c', recordValue: '10.6' } as RecordInfo,
  } as unknown as Entry;
  expect(entryDates(record, site)).toEqual([{ key: 'eventDate', label: 'Year', value: '2004' }]);
});
