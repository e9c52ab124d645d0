import { checkSiteFile, SITE_FILE_FORMAT } from '../../src/site-io/site-file-check';

// A site file that leaves out optional fields is imported with the defaults a new site, folder and profile get.

const minimal = () => ({
  format: SITE_FILE_FORMAT,
  site: { siteID: 'lincoln-high', clientID: 'client-lincoln', styleName: 'Lincoln High Hall of Fame' },
  categories: [{ _id: 'cat-1', siteID: 'lincoln-high', categoryName: 'Class of 1990', entries: ['e-1'] }],
  entries: [
    { _id: 'e-1', siteID: 'lincoln-high', categoryID: 'cat-1', firstName: 'Ada', lastName: 'Lovelace' },
    {
      _id: 'r-1',
      siteID: 'lincoln-high',
      categoryID: 'cat-1',
      firstName: '',
      lastName: '',
      recordInfo: { name: '100 m', recordValue: '10.52', columnID: 'c1' },
    },
  ],
  media: [{ _id: 'm-1', siteID: 'lincoln-high', url: '/media/lincoln-high/m-1.jpg' }],
});

test('a file without primaryLogo and other optional fields gets the defaults', () => {
  const file = checkSiteFile(minimal());
  expect(file.site.primaryLogo).toBeNull();
  expect(file.site.styleName).toBe('Lincoln High Hall of Fame');
  expect(file.site.homeButtons).toEqual([]);
  expect(file.categories[0]).toMatchObject({
    path: '/category/cat-1',
    layout: 'CategoriesCardLayout',
    entries: ['e-1'],
  });
  expect(file.entries[0]).toMatchObject({ path: '/entry/e-1', isLive: true, headshot: null, recordInfo: null });
  expect(file.entries[1].recordInfo).toMatchObject({
    name: '100 m',
    recordValue: '10.52',
    yearStart: '',
    recordImage: null,
  });
  expect(file.media[0]).toMatchObject({ hideInDAM: false, isExternal: false, metadata: {}, type: 'image' });
  expect(file.castScreens).toEqual([]);
});

test('a field that is there with the wrong type is still refused, naming it', () => {
  const bad = minimal();
  (bad.site as Record<string, unknown>).primaryLogo = 'logo.png';
  expect(() => checkSiteFile(bad)).toThrow(/\/site\/primaryLogo/);
});

test("a folder's or a profile's flipbook travels in the site file; one without its type is a PDF", () => {
  const input = minimal();
  const book = { _id: 'book-1', siteID: 'lincoln-high', url: '/api/v1/media/lincoln-high/book-1.pdf' };
  const file = checkSiteFile({
    ...input,
    categories: [{ ...input.categories[0], flipbook: book }],
    entries: [
      { ...input.entries[0], flipbook: { ...book, type: 'document', mimeType: 'application/pdf' } },
      input.entries[1],
    ],
  });
  expect(file.categories[0].flipbook).toMatchObject({ _id: 'book-1', type: 'document', mimeType: 'application/pdf' });
  expect(file.entries[0].flipbook).toMatchObject({ _id: 'book-1', type: 'document', hideInDAM: false });
  expect(file.entries[1].flipbook).toBeUndefined();
});
