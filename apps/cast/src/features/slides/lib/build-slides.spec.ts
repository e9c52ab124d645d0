import { buildSlides, resolveConfig } from './build-slides';
import { folder, person, photo, record, screenOf } from '../../../lib/test-fixtures';
import type { ProfileSlide, RecordSlide } from './slide-types';

const options = { origin: 'https://hall.example.org', imageWidth: 1000 };

describe('buildSlides', () => {
  const people = folder('cat-people', { categoryName: 'Class of 1990' });
  const boardFolder = folder('cat-records', {
    categoryName: 'Track Records',
    layout: 'RecordsLayout',
    recordColumns: [
      {
        columnID: 'c100',
        recordLabel: '100 Meters',
        recordType: 'Time',
        recordUnits: 'sec',
        recordSortDirection: 'Ascending',
      },
      {
        columnID: 'cLJ',
        recordLabel: 'Long Jump',
        recordType: 'Imperial',
        recordUnits: '',
        recordSortDirection: 'Descending',
      },
      {
        columnID: 'empty',
        recordLabel: 'Nothing yet',
        recordType: 'number',
        recordUnits: '',
        recordSortDirection: 'Descending',
      },
    ],
  });

  it('makes one slide per visible profile, in folder order, skipping unpublished and placeholders', () => {
    const slides = buildSlides(
      {
        screen: screenOf(['cat-people']),
        categories: [
          {
            category: people,
            entries: [
              person('ann', 'cat-people', {
                firstName: 'Ann',
                lastName: 'Lee',
                graduationDate: '1990-01-01',
                activity: 'Tennis',
              }),
              person('hidden', 'cat-people', { isLive: false }),
              person('placeholder', 'cat-people', { firstName: 'NEW PROFILE', lastName: '' }),
              person('bob', 'cat-people', {
                firstName: 'Bob',
                lastName: 'Ray',
                description: '<p>Ran <b>fast</b> &amp; far.</p>',
              }),
            ],
          },
        ],
      },
      options,
    ) as ProfileSlide[];
    expect(slides.map((s) => s.name)).toEqual(['Ann Lee', 'Bob Ray']);
    expect(slides[0]).toMatchObject({
      kind: 'profile',
      categoryName: 'Class of 1990',
      facts: ['Class of 1990', 'Tennis'],
    });
    expect(slides[1].description).toBe('Ran fast & far.');
    expect(slides[0].publicUrl).toBe('https://hall.example.org/entry/default/cat-people/ann');
  });

  it('makes one ranked board per record column that has records, linking to the folder', () => {
    const entries = [
      record('slow', 'cat-records', { columnID: 'c100', recordValue: '11.20', yearStart: '2001' }),
      record('fast', 'cat-records', {
        columnID: 'c100',
        recordValue: '10.68',
        yearStart: '2004',
        extraInfo: 'State finals',
      }),
      record('tie', 'cat-records', { columnID: 'c100', recordValue: '11.20', yearStart: '1999', yearEnd: '2000' }),
      record('jump', 'cat-records', { columnID: 'cLJ', recordValue: `22' 4"` }),
    ];
    const slides = buildSlides(
      { screen: screenOf(['cat-records']), categories: [{ category: boardFolder, entries }] },
      options,
    ) as RecordSlide[];
    expect(slides.map((s) => s.label)).toEqual(['100 Meters', 'Long Jump']);
    expect(slides[0].rows.map((r) => [r.rank, r.name, r.value, r.detail])).toEqual([
      // the units are on the board's title once, not on every value
      [1, 'fast', '10.68', 'State finals · 2004'],
      [2, 'slow', '11.20', '2001'],
      [2, 'tie', '11.20', '1999–2000'],
    ]);
    expect(slides[0].publicUrl).toBe('https://hall.example.org/category/default/cat-records');
    expect(slides[1].rows[0].value).toBe(`22' 4"`);
    expect(slides[0]).toMatchObject({ units: 'sec', ranked: true });
  });

  it('shows boards in date or custom order without ranks', () => {
    const lists = {
      ...boardFolder,
      recordColumns: boardFolder.recordColumns.map((c) => ({ ...c, recordSortDirection: 'newest' as const })),
    };
    const entries = [
      record('old', 'cat-records', { columnID: 'c100', recordValue: '11.00', recordDate: '1990-05-01' }),
      record('new', 'cat-records', { columnID: 'c100', recordValue: '12.00', recordDate: '2020-05-01' }),
    ];
    const [board] = buildSlides(
      { screen: screenOf(['cat-records']), categories: [{ category: lists, entries }] },
      options,
    ) as RecordSlide[];
    expect(board.ranked).toBe(false);
    expect(board.rows.map((r) => r.name)).toEqual(['new', 'old']);
  });

  it('crops photos around their focal point, faces high by default', () => {
    const [slide] = buildSlides(
      {
        screen: screenOf(['cat-people']),
        categories: [{ category: people, entries: [person('p1', 'cat-people', { headshot: photo('h') })] }],
      },
      options,
    ) as ProfileSlide[];
    expect(slide.photos[0].position).toBe('50% 25%');
    const framed = photo('f', { metadata: { focalPoint: { x: 0.5, y: 0.36 } } });
    const [own] = buildSlides(
      {
        screen: screenOf(['cat-people']),
        categories: [{ category: people, entries: [person('p2', 'cat-people', { headshot: framed })] }],
      },
      options,
    ) as ProfileSlide[];
    expect(own.photos[0].position).toBe('50% 36%');
  });

  it('keeps a board to its top ten and counts the rest', () => {
    const entries = Array.from({ length: 14 }, (_, i) =>
      record(`r${i}`, 'cat-records', { columnID: 'cLJ', recordValue: String(100 - i) }),
    );
    const [board] = buildSlides(
      { screen: screenOf([]), categories: [{ category: boardFolder, entries }] },
      options,
    ) as RecordSlide[];
    expect(board.rows).toHaveLength(10);
    expect(board.moreCount).toBe(4);
    expect(board.rows[0].name).toBe('r0');
  });

  it("labels the facts with the site's category-page labels and date format", () => {
    const entry = person('ann', 'cat-people', {
      graduationDate: '1998-01-01',
      eventDate: '2025-10-11',
      activity: 'Track',
    });
    const content = { screen: screenOf(['cat-people']), categories: [{ category: people, entries: [entry] }] };
    const [plain] = buildSlides(content, options) as ProfileSlide[];
    expect(plain.facts).toEqual(['Class of 1998', 'Track', 'October 11, 2025']);
    const categoryPage = {
      labels: { eventDate: 'Inducted', graduationDate: 'Graduated' },
      dateFormat: 'year' as const,
    };
    const [labelled] = buildSlides(content, { ...options, categoryPage }) as ProfileSlide[];
    expect(labelled.facts).toEqual(['Graduated 1998', 'Track', 'Inducted 2025']);
  });

  it('shows one photo per profile unless all profile photos are asked for', () => {
    const entry = person('ann', 'cat-people', {
      headshot: photo('head', { variants: { '480': '/v/head-480.jpg', '1200': '/v/head-1200.jpg' } }),
      media: [photo('m1'), photo('clip', { type: 'video' }), photo('m2'), photo('m3'), photo('m4')],
    });
    const content = (showAllProfilePhotos: boolean) => ({
      screen: screenOf(['cat-people'], { showAllProfilePhotos }),
      categories: [{ category: people, entries: [entry] }],
    });
    const [one] = buildSlides(content(false), options) as ProfileSlide[];
    expect(one.photos.map((p) => p.url)).toEqual(['/v/head-1200.jpg']);
    const [all] = buildSlides(content(true), options) as ProfileSlide[];
    expect(all.photos.map((p) => p.url)).toEqual([
      '/v/head-1200.jpg',
      '/api/v1/media/default/m1.jpg',
      '/api/v1/media/default/m2.jpg',
      '/api/v1/media/default/m3.jpg',
    ]);
  });

  it('skips hidden folders and plays nothing for a screen without categories', () => {
    const hidden = folder('nf', { categoryName: 'NEW FOLDER' });
    expect(
      buildSlides(
        { screen: screenOf(['nf']), categories: [{ category: hidden, entries: [person('a', 'nf')] }] },
        options,
      ),
    ).toEqual([]);
    expect(buildSlides({ screen: screenOf([]), categories: [] }, options)).toEqual([]);
  });

  it('gives every slide a distinct stable key', () => {
    const content = {
      screen: screenOf(['cat-people']),
      categories: [{ category: people, entries: [person('a', 'cat-people'), person('b', 'cat-people')] }],
    };
    const keys = buildSlides(content, options).map((s) => s.key);
    expect(new Set(keys).size).toBe(2);
    expect(buildSlides(content, options).map((s) => s.key)).toEqual(keys);
  });
});

describe('resolveConfig', () => {
  it('defaults the slide time to 5000 ms and keeps valid settings', () => {
    expect(resolveConfig(undefined).timePerSlideInMs).toBe(5000);
    expect(resolveConfig({ timePerSlideInMs: 0 }).timePerSlideInMs).toBe(5000);
    expect(resolveConfig({ timePerSlideInMs: 8000, showQRCode: false })).toMatchObject({
      timePerSlideInMs: 8000,
      showQRCode: false,
    });
  });
});

describe('profile descriptions', () => {
  it('reads rich text as sentences, ending list items and paragraphs', async () => {
    const { plainText, shorten } = await import('./plain-text');
    expect(
      plainText('<p><strong>Ann</strong> ran.</p><ul><li>State champion</li></ul><p>Then &quot;coach&quot;</p>'),
    ).toBe('Ann ran. State champion. Then "coach"');
    expect(shorten('one two three four five six', 14)).toBe('one two three…');
  });
});
