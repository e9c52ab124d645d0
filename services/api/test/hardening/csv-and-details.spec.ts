/**
 * Issue 11 item 9: a CSV upload meets the same length limits as JSON input; cells that would run as a
 * spreadsheet formula are escaped in the records export (and the export uploads back to the same text);
 * `csDetails` has a schema (no operator keys, no nesting), so the site's own export always imports again.
 */
import Papa from 'papaparse';
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const upload = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.records}/records/upload`,
    headers: { ...t.as('editorAll'), 'content-type': 'text/csv' },
    payload: csv,
  });
const exported = () =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.records}/records/export`,
    headers: t.as('editorAll'),
  });

test('a 1 MB name (or any field over its JSON limit) is refused with the row and field, and nothing is stored', async () => {
  const before = (await t.app.repos.entries.ofSite(IDS.siteA)).length;
  const res = await upload(`name,recordValue\nFine,1\n${'x'.repeat(1_000_000)},2\n`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Row 3: name is longer than 500 characters.');
  const value = await upload(`name,recordValue\nA,${'9'.repeat(201)}\n`);
  expect(value.json().message).toBe('Row 2: recordValue is longer than 200 characters.');
  expect((await t.app.repos.entries.ofSite(IDS.siteA)).length).toBe(before);
});

test('formula-leading cells are escaped in the export; plain numbers are not; the export uploads back unchanged', async () => {
  const cells = ['=HYPERLINK("http://evil.test","x")', '+1+2', '@SUM(A1)', '-2+3'];
  const res = await upload(
    `name,recordValue,primaryInfo\n${cells.map((c, i) => `"${c.replace(/"/g, '""')}",-${i}.5,Team ${i}`).join('\n')}\n`,
  );
  expect(res.statusCode).toBe(201);
  const csv = await exported();
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const rows = Papa.parse<Record<string, string>>(csv.body, { header: true }).data;
  const mine = rows.filter((r) => r.primaryInfo?.startsWith('Team '));
  expect(mine.map((r) => r.name)).toEqual(cells.map((c) => `'${c}`));
  expect(mine.map((r) => r.recordValue)).toEqual(['-0.5', '-1.5', '-2.5', '-3.5']);
  for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+@]/);
  // Uploaded back: the stored text is what was typed, not the escape.
  const again = await upload(csv.body);
  expect(again.statusCode).toBe(201);
  const names = (await t.app.repos.entries.ofCategory(IDS.siteA, IDS.records)).map((e) => e.recordInfo?.name);
  expect(names.filter((n) => n === '=HYPERLINK("http://evil.test","x")')).toHaveLength(2);
  expect(names.some((n) => n?.startsWith("'"))).toBe(false);
});

test('the export is for editors of the folder only', async () => {
  for (const [role, code] of [
    ['anonymous', 401],
    ['editorOther', 403],
    ['adminA', 200],
  ] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.records}/records/export`,
      headers: t.as(role),
    });
    expect(res.statusCode).toBe(code);
  }
});

describe('csDetails', () => {
  const patch = (csDetails: unknown) => t.req('adminA', 'PATCH', `/api/v1/sites/${IDS.siteA}`, { csDetails });

  test('operator keys, dotted keys, nesting and 10,000 levels are refused with a 400; nothing changes', async () => {
    expect((await patch({ accountManager: 'Sam', seats: 12, renewed: true })).statusCode).toBe(200);
    for (const bad of [{ $where: '1' }, { 'a.b': 'c' }, { notes: { nested: 'x' } }, { list: ['a'] }]) {
      const res = await patch(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // 10,000 levels, written as text (the test's own JSON.stringify would overflow first).
    const deep = `{"csDetails":${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}}`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/sites/${IDS.siteA}`,
      headers: { ...t.as('adminA'), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    const styling = await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/styling`);
    expect(styling.json().csDetails).toEqual({ accountManager: 'Sam', seats: 12, renewed: true });
  });

  test('the site’s own export imports again', async () => {
    const file = await t.req('internal', 'GET', `/api/v1/admin/sites/${IDS.siteA}/export`);
    expect(file.statusCode).toBe(200);
    const back = await t.req('internal', 'POST', '/api/v1/admin/sites/import', file.json());
    expect(back.statusCode).toBe(200);
  });
});
