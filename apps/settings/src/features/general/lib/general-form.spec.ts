import { DEFAULT_CAST_SCREEN_CONFIG, type Site } from '@laurel/domain';
import { contrastWarnings } from './contrast-warnings';
import {
  CALENDAR_LINK_ERROR,
  generalPatch,
  readGeneral,
  RETURN_HOME_ERROR,
  returnHomeMs,
  UNREADABLE_COLOR,
  validateGeneral,
} from './general-form';

const site = {
  siteID: 's',
  primaryColor: '#7a1f2b',
  colors: { darkMode: false, primary: '#7a1f2b', enableCustomColors: true, custom: { startButton: '#f3c969' } },
  text: { returnHomeTimeout: 0 },
  home: { carouselCategoryIds: [], calendarLink: '/api/v1/media/s/cal.ics' },
  categoryPage: { labels: {}, filterCategories: [], attributesCategories: [] },
  publicCategoryFilter: [],
  primaryLogo: null,
  backgroundImage: null,
  genericImage: { _id: 'm1' },
  sponsorImages: [{ _id: 'a' }, { _id: 'b' }],
  presentingSponsorImages: [],
} as unknown as Site;
void DEFAULT_CAST_SCREEN_CONFIG;

it('reads the return-home time as minutes, 6 when the site has none', () => {
  expect(readGeneral(site).returnHomeMinutes).toBe('6');
  expect(readGeneral({ ...site, text: { ...site.text, returnHomeTimeout: 90_000 } }).returnHomeMinutes).toBe('1.5');
  expect(returnHomeMs('2')).toBe(120_000);
  expect(returnHomeMs('0')).toBeNull();
  expect(returnHomeMs('six')).toBeNull();
});

it("names each bad field with a message, and accepts the site's own calendar file", () => {
  const values = readGeneral(site);
  expect(validateGeneral(values)).toEqual({});
  const bad = {
    ...values,
    colors: { ...values.colors, primary: 'not-a-colour', custom: { banner: 'blurple' } },
    returnHomeMinutes: '0',
    home: { ...values.home, calendarLink: 'javascript:alert(1)' },
  };
  expect(validateGeneral(bad)).toEqual({
    primary: 'Invalid primary color value.',
    'custom.banner': UNREADABLE_COLOR,
    returnHomeMinutes: RETURN_HOME_ERROR,
    calendarLink: CALENDAR_LINK_ERROR,
  });
});

it('saves media as ids, the primary colour in both places and drops empty custom colours', () => {
  const values = readGeneral(site);
  values.colors.custom = { ...values.colors.custom, banner: '  ' };
  const patch = generalPatch(values);
  expect(patch.primaryColor).toBe('#7a1f2b');
  expect(patch.colors?.primary).toBe('#7a1f2b');
  expect(patch.colors?.custom).toEqual({ startButton: '#f3c969' });
  expect(patch.genericImage).toBe('m1');
  expect(patch.sponsorImages).toEqual(['a', 'b']);
  expect(patch.text).toEqual({ returnHomeTimeout: 360_000 });
});

it('warns about custom text colours under WCAG AA on their background, only while custom colours are on', () => {
  const colors = { ...site.colors, custom: { startButton: '#f3c969', startButtonText: '#f5d27a' } };
  const warnings = contrastWarnings(colors);
  expect(warnings.map((w) => w.text)).toEqual(['startButtonText']);
  expect(warnings[0].ratio).toBeLessThan(4.5);
  expect(contrastWarnings({ ...colors, custom: { startButton: '#f3c969', startButtonText: '#2b0d12' } })).toEqual([]);
  expect(contrastWarnings({ ...colors, enableCustomColors: false })).toEqual([]);
});
