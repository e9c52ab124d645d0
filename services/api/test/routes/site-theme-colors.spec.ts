/** Site.themeColors: the colour CSS variables the API computes for every site view (never stored, never accepted). */
import { DEFAULT_THEME_COLORS, paletteVariables, sitePalette } from '@laurel/theme/colors';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const siteUrl = `/api/v1/sites/${IDS.siteA}`;
const styling = async (role: 'adminA' | 'anonymous' = 'anonymous') =>
  (await t.req(role, 'GET', `${siteUrl}/styling`)).json();
const storedDoc = async () => (await t.app.repos.sites.findBySiteId(IDS.siteA))!;

test('a site with the default primary rgba(21,44,83,1) gets the default palette variables', async () => {
  const site = await styling();
  expect(site.primaryColor).toBe('rgba(21,44,83,1)');
  expect(site.themeColors['--laurel-primary']).toBe('#152c53');
  expect(site.themeColors['--laurel-color-scheme']).toBe('light');
  expect(site.themeColors).toEqual(DEFAULT_THEME_COLORS);
});

test('custom colours in dark mode: styling, PATCH and home-buttons replies carry the computed variables', async () => {
  const colors = {
    darkMode: true,
    primary: '#0b5d1e',
    enableCustomColors: true,
    custom: { banner: '#ffcc00', filterBarText: '#ffcc01' },
  };
  const patched = await t.req('adminA', 'PATCH', siteUrl, { colors });
  expect(patched.statusCode).toBe(200);
  const expected = paletteVariables(sitePalette(patched.json().colors, patched.json().primaryColor));
  expect(expected['--laurel-primary']).toBe('#0b5d1e');
  expect(expected['--laurel-banner']).toBe('#ffcc00');
  expect(expected['--laurel-color-scheme']).toBe('dark');
  expect(patched.json().themeColors).toEqual(expected);
  expect((await styling()).themeColors).toEqual(expected);
  expect((await styling('adminA')).themeColors).toEqual(expected);
  const buttons = await t.req('adminA', 'PUT', `${siteUrl}/home-buttons`, { homeButtons: [] });
  expect(buttons.json().themeColors).toEqual(expected);
  expect(await storedDoc()).not.toHaveProperty('themeColors');
});

test('a colour change shows in the next styling read', async () => {
  await t.req('adminA', 'PATCH', siteUrl, {
    colors: { darkMode: false, primary: 'hsl(0 100% 40%)', enableCustomColors: false },
  });
  const site = await styling();
  expect(site.themeColors['--laurel-primary']).toBe('#cc0000');
  expect(site.themeColors['--laurel-banner']).toBe('#cc0000');
  expect(site.themeColors['--laurel-color-scheme']).toBe('light');
});

test('PATCH cannot set themeColors: 400 like any unknown field, nothing changed', async () => {
  const before = await styling('adminA');
  for (const payload of [{ themeColors: { '--laurel-primary': '#ff0000' } }, { styleName: 'X', themeColors: {} }]) {
    const res = await t.req('adminA', 'PATCH', siteUrl, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/additional properties/i);
  }
  expect(await styling('adminA')).toEqual(before);
  expect(await storedDoc()).not.toHaveProperty('themeColors');
});

test('a themeColors value found in the database (e.g. from an imported file) is ignored', async () => {
  await t.app.repos.sites.setPaths(IDS.siteB, { themeColors: { '--laurel-primary': '#123456' } });
  const site = (await t.req('anonymous', 'GET', `/api/v1/sites/${IDS.siteB}/styling`)).json();
  expect(site.themeColors).toEqual(DEFAULT_THEME_COLORS);
});

test('the OpenAPI document describes themeColors as read-only on Site', async () => {
  const doc = (await t.req('anonymous', 'GET', '/api/openapi.json')).json();
  const reply = doc.paths['/api/v1/sites/{siteId}/styling'].get.responses['200'].content['application/json'].schema;
  expect(reply.properties.themeColors).toMatchObject({ type: 'object', readOnly: true });
  const body = doc.paths['/api/v1/sites/{siteId}'].patch.requestBody.content['application/json'].schema;
  expect(body.properties).not.toHaveProperty('themeColors');
});

describe('a new primary colour gives one consistent site', () => {
  const maroon = {
    darkMode: false,
    primary: '#7a1f2b',
    primaryDark: '#4d1219',
    primaryLight: '#e8c7cb',
    enableCustomColors: true,
    custom: { headerStripe: '#f3c969', recordHeader: '#7a1f2b' },
  };

  test('a primary alone re-derives the shades and the named colours that were the old primary', async () => {
    await t.req('adminA', 'PATCH', siteUrl, { colors: maroon, primaryColor: '#7a1f2b' });
    const res = await t.req('adminA', 'PATCH', siteUrl, { primaryColor: '#1d4ed8' });
    expect(res.statusCode).toBe(200);
    const vars = res.json().themeColors;
    expect(vars['--laurel-primary']).toBe('#1d4ed8');
    expect(vars['--laurel-banner']).toBe('#1d4ed8');
    expect(vars['--laurel-home-buttons']).toBe('#1d4ed8');
    expect(vars['--laurel-record-header']).toBe('#1d4ed8');
    expect(vars['--laurel-primary-dark']).not.toBe('#4d1219');
    expect(vars['--laurel-primary-light']).not.toBe('#e8c7cb');
    expect(vars['--laurel-header-stripe']).toBe('#f3c969');
    expect((await storedDoc()).colors.custom).toEqual({ headerStripe: '#f3c969' });
  });

  test('shades and custom colours sent with the new primary are kept as sent; an empty shade is derived', async () => {
    await t.req('adminA', 'PATCH', siteUrl, { colors: maroon, primaryColor: '#7a1f2b' });
    const colors = {
      ...maroon,
      primary: '#166534',
      primaryLight: '',
      primaryDark: '#0a2a16',
      custom: { banner: '#222222' },
    };
    const res = await t.req('adminA', 'PATCH', siteUrl, { colors, primaryColor: '#166534' });
    const vars = res.json().themeColors;
    expect(vars['--laurel-primary-dark']).toBe('#0a2a16');
    expect(vars['--laurel-primary-light']).toBe(sitePalette({ ...colors, primaryLight: undefined }).primaryLight);
    expect(vars['--laurel-banner']).toBe('#222222');
  });
});
