import {
  matchesText,
  normaliseSearchTerm,
  searchableFields,
  isEntryPubliclyVisible,
  isCategoryVisible,
  type RecordInfo,
} from '@laurel/domain';
import { BENCH_SITE, benchSiteFile } from '../../bench/bench-site';
import { importSite } from '../../src/site-io/import-site';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Site search answers from a precomputed view of the site index; its results must be exactly those of the
// domain's free-text rule applied entry by entry (SPEC §5), capped at 50 in site order, for every kind of term.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const file = benchSiteFile(2, 3, 30);
  const record = (over: Partial<RecordInfo>) => ({
    name: '',
    recordValue: '',
    recordDate: '',
    yearStart: '',
    yearEnd: '',
    primaryInfo: '',
    extraInfo: '',
    description: '',
    recordImage: null,
    columnID: 'c1',
    customOrderIndex: 0,
    ...over,
  });
  Object.assign(file.entries[3], {
    description: '<p>Led the <b>Huskies</b>&nbsp;to state in 1998</p>',
    lastName: "O'Brien",
  });
  Object.assign(file.entries[4], { firstName: 'Zoë', lastName: 'Müller', activity: 'Cross-country' });
  Object.assign(file.entries[5], { firstName: 'NEW PROFILE', lastName: 'Placeholder' });
  Object.assign(file.entries[6], {
    recordInfo: record({
      name: 'Jason Lawson',
      recordValue: '10.68',
      recordDate: '2019-05-04',
      primaryInfo: '100 meters',
      description: '<i>state</i> record',
    }),
  });
  Object.assign(file.categories[2], { categoryName: 'Sport 1 Huskies', isLive: false });
  await importSite(t.app.repos, file, null);
});
afterAll(() => t.close());

const TERMS = [
  'last1',
  'LAST02',
  'first7',
  'athlete',
  'football',
  'track / athlete',
  'captain',
  'e-1-2-3',
  'sport 2',
  'decade',
  'sport',
  'huskies',
  '1998',
  "o'brien",
  'brien',
  'zoë',
  'müller',
  'country',
  'jason',
  '10.68',
  '100 meters',
  'state record',
  'state',
  'new profile',
  'placeholder',
  'nothing here',
  'team captain winner',
  'p',
  '<p>',
  'nbsp',
  'four-year',
  'a\u0000b',
  "'",
  'e-0-1',
  'first2 last',
];

test('every kind of term finds exactly what the domain rule finds, public and editing view', async () => {
  const index = await t.app.repos.siteContent.index(BENCH_SITE, []);
  for (const cms of [false, true]) {
    for (const term of TERMS) {
      const text = normaliseSearchTerm(term)!;
      const entries = [...index.entries.values()]
        .filter((e) => (cms || isEntryPubliclyVisible(index, e._id)) && matchesText(searchableFields(e), text))
        .slice(0, 50)
        .map((e) => e._id);
      const folders = [...index.categories.values()]
        .filter((c) => (cms || isCategoryVisible(index, c._id)) && c.categoryName.toLowerCase().includes(text))
        .slice(0, 50)
        .map((c) => c._id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sites/${BENCH_SITE}/search?q=${encodeURIComponent(term)}${cms ? '&cms=1' : ''}`,
        headers: cms ? t.as('internal') : {},
      });
      const body = res.json() as { categories: { _id: string }[]; entries: { _id: string }[] };
      expect({
        term,
        cms,
        entries: body.entries.map((e) => e._id),
        folders: body.categories.map((c) => c._id),
      }).toEqual({ term, cms, entries, folders });
    }
  }
});

test('the cap of 50 keeps the first matches in site order, and terms of several words match by whole words', async () => {
  const athletes = (
    await t.app.inject({ method: 'GET', url: `/api/v1/sites/${BENCH_SITE}/search?q=athlete` })
  ).json() as { entries: { _id: string }[] };
  expect(athletes.entries).toHaveLength(50);
  expect(athletes.entries[0]._id).toBe('e-0-0-1'); // e-0-0-0 is unpublished
  const words = (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/sites/${BENCH_SITE}/search?q=${encodeURIComponent('Zoë nobody')}`,
    })
  ).json() as { entries: { _id: string }[] };
  expect(words.entries.map((e) => e._id)).toEqual(['e-0-0-4']);
});
