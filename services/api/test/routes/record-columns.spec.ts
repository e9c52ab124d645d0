import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}/categories/${IDS.records}`;
const records = () => t.app.repos.entries.ofCategory(IDS.siteA, IDS.records);

describe('record columns', () => {
  let columnID = '';
  test('add: 201 with defaults filled in', async () => {
    const res = await t.req('adminA', 'POST', `${base}/record-columns`, {
      recordLabel: 'Time',
      recordType: 'Time',
      recordSortDirection: 'Ascending',
    });
    expect(res.statusCode).toBe(201);
    columnID = res.json().columnID;
    expect(res.json()).toEqual({
      columnID,
      recordLabel: 'Time',
      recordType: 'Time',
      recordUnits: '',
      recordSortDirection: 'Ascending',
    });
    expect((await t.app.repos.categories.findById(IDS.records))!.recordColumns.map((c) => c.columnID)).toEqual([
      IDS.column,
      columnID,
    ]);
  });

  test('patch', async () => {
    const res = await t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, { recordUnits: 's' });
    expect(res.json()).toMatchObject({ columnID, recordLabel: 'Time', recordUnits: 's' });
    expect((await t.req('editorAll', 'PATCH', `${base}/record-columns/missing`, { recordUnits: 's' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, { recordType: 'Speed' })).statusCode,
    ).toBe(400);
    expect(
      (await t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, { columnID: 'x' })).statusCode,
    ).toBe(400);
  });

  test('delete: the column’s records are deleted first (kept in recently deleted), then the column', async () => {
    const res = await t.req('adminA', 'DELETE', `${base}/record-columns/${IDS.column}`);
    expect(res.statusCode).toBe(204);
    expect(await records()).toEqual([]);
    const category = (await t.app.repos.categories.findById(IDS.records))!;
    expect(category.recordColumns.map((c) => c.columnID)).toEqual([columnID]);
    expect(category.entries).toEqual([]);
    const deleted = (await t.req('adminA', 'GET', `/api/v1/sites/${IDS.siteA}/recently-deleted`)).json().items;
    expect(deleted.map((i: { documentId: string }) => i.documentId).sort()).toEqual([IDS.record1, IDS.record2]);
    expect((await t.req('adminA', 'DELETE', `${base}/record-columns/${IDS.column}`)).statusCode).toBe(404);
  });

  test('who may change columns', async () => {
    expect((await t.req('editorLimited', 'POST', `${base}/record-columns`, {})).statusCode).toBe(403);
    expect((await t.req('adminB', 'POST', `${base}/record-columns`, {})).statusCode).toBe(403);
    expect((await t.req('anonymous', 'DELETE', `${base}/record-columns/${columnID}`)).statusCode).toBe(401);
  });
});

describe('POST records/upload (CSV)', () => {
  const csv = [
    'Name,Record Value,Year,Column,Description',
    'Jo Runner,10.5,2019,Time,<b>fast</b><script>x</script>',
    '"Smith, Al",11.2,2020,,',
  ].join('\n');

  test('text/csv body: 201, one record per row, in the named or first column', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/records/upload`,
      headers: { ...t.as('editorAll'), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    const rows = (await records()).map((r) => r.recordInfo!);
    expect(rows.map((r) => [r.name, r.recordValue, r.yearStart])).toEqual([
      ['Jo Runner', '10.5', '2019'],
      ['Smith, Al', '11.2', '2020'],
    ]);
    expect(rows[0].description).toBe('<b>fast</b>');
    const category = (await t.app.repos.categories.findById(IDS.records))!;
    expect(rows.every((r) => r.columnID === category.recordColumns[0].columnID)).toBe(true);
    expect(category.entries).toHaveLength(2);
  });

  test('multipart file upload', async () => {
    const boundary = '----laurel';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="records.csv"',
      'Content-Type: text/csv',
      '',
      'name,value',
      'Kim,3',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/records/upload`,
      headers: { ...t.as('adminA'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 1 });
  });

  test('bad files are refused and create nothing', async () => {
    const before = (await records()).length;
    const post = (payload: string, role: Parameters<TestApp['as']>[0] = 'adminA') =>
      t.app.inject({
        method: 'POST',
        url: `${base}/records/upload`,
        headers: { ...t.as(role), 'content-type': 'text/csv' },
        payload,
      });
    expect((await post('name,value\n')).statusCode).toBe(400);
    expect((await post('colour,size\nred,1')).json().message).toBe(
      'The CSV file needs a "name" or "recordValue" column.',
    );
    expect((await post('name,column\nA,Nope')).json().message).toBe('Unable to find column to add record to: Nope');
    expect((await post('name,order\nA,first')).statusCode).toBe(400);
    expect((await post('name\nA', 'editorLimited')).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${base}/records/upload`,
          headers: t.as('adminA'),
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await records()).length).toBe(before);
  });
});
