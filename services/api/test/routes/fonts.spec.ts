import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NOT_A_FONT_MESSAGE } from '@laurel/domain';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bebas = readFileSync(
  join(dirname(require.resolve('@fontsource/bebas-neue/package.json')), 'files/bebas-neue-latin-400-normal.woff2'),
);
const site = `/api/v1/sites/${IDS.siteA}`;
const upload = (role: Parameters<TestApp['as']>[0], name: string, data: Buffer) => {
  const body = multipart({}, { name, data });
  return t.app.inject({
    method: 'POST',
    url: `${site}/custom-fonts`,
    headers: { ...body.headers, ...t.as(role) },
    payload: body.payload,
  });
};

describe('bundled fonts from our own origin', () => {
  it('answers css2-style requests with @font-face rules pointing at our own files, weights 400 and 700', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/fonts/css2?family=Open+Sans:wght@400;700&family=Bebas+Neue&display=swap',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toContain("font-family: 'Open Sans'");
    expect(res.body).toContain('font-weight: 700');
    expect(res.body).toContain("font-family: 'Bebas Neue'");
    expect(res.body).not.toMatch(/https?:\/\//);
    const url = /url\((\/api\/v1\/fonts\/files\/open-sans\/open-sans-latin-400-normal\.woff2)\)/.exec(res.body)?.[1];
    expect(url).toBeDefined();
    const file = await t.app.inject({ method: 'GET', url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('serves nothing for families outside the bundled list or file names that leave the package', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/api/v1/fonts/css2?family=Comic+Sans+MS' });
    expect([css.statusCode, css.body]).toEqual([200, '']);
    for (const path of ['/api/v1/fonts/files/open-sans/..%2Fpackage.json', '/api/v1/fonts/files/not-a-font/x.woff2'])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe("a site's own fonts", () => {
  it('uploads a font for an admin, lists it with its cleaned name, and describes it in the site stylesheet', async () => {
    const res = await upload('adminA', 'Husky Sans-700.woff2', bebas);
    expect(res.statusCode).toBe(201);
    expect(res.json().customFonts).toEqual(['Husky Sans-700.woff2']);
    const css = await t.app.inject({ method: 'GET', url: `${site}/custom-fonts/stylesheet.css` });
    expect(css.body).toContain('font-family: "Husky Sans"');
    expect(css.body).toContain('font-weight: 700');
    expect(css.body).toContain(`url("/api/v1/sites/${IDS.siteA}/custom-fonts/Husky%20Sans-700.woff2") format('woff2')`);
    const file = await t.app.inject({ method: 'GET', url: `${site}/custom-fonts/Husky%20Sans-700.woff2` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bebas)).toBe(true);
  });

  it('refuses a file that is not a font, by name or by content, keeping nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${site}/styling` })).json().customFonts;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const byContent = await upload('adminA', 'Sneaky.woff2', Buffer.concat([png, Buffer.alloc(200)]));
    expect([byContent.statusCode, byContent.json().message]).toEqual([415, NOT_A_FONT_MESSAGE]);
    const byName = await upload('adminA', 'photo.png', bebas);
    expect([byName.statusCode, byName.json().message]).toEqual([400, NOT_A_FONT_MESSAGE]);
    expect((await t.app.inject({ method: 'GET', url: `${site}/styling` })).json().customFonts).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `${site}/custom-fonts/Sneaky.woff2` })).statusCode).toBe(404);
  });

  it('answers a multipart content type without its boundary with a 400 that says what to send, keeping nothing', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${site}/custom-fonts`,
        headers: { 'content-type': contentType, ...t.as('adminA') },
        payload,
      });
    const before = (await t.app.inject({ method: 'GET', url: `${site}/styling` })).json().customFonts;
    const noBoundary = await send('multipart/form-data', '{}');
    expect([noBoundary.statusCode, noBoundary.json().message]).toEqual([
      400,
      'Send the file as multipart/form-data in a field named "file".',
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${site}/styling` })).json().customFonts).toEqual(before);
  });

  it('lets only admins of the site upload or remove, and removes the file', async () => {
    expect((await upload('anonymous', 'A.woff2', bebas)).statusCode).toBe(401);
    expect((await upload('editorAll', 'A.woff2', bebas)).statusCode).toBe(403);
    expect((await upload('adminB', 'A.woff2', bebas)).statusCode).toBe(403);
    const url = `${site}/custom-fonts/Husky%20Sans-700.woff2`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: t.as('editorAll') })).statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url, headers: t.as('adminA') });
    expect(del.statusCode).toBe(200);
    expect(del.json().customFonts).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
