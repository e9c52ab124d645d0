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

  test('two edits of the same column at the same time both stay (one atomic update each)', async () => {
    const [label, type] = await Promise.all([
      t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, { recordLabel: '4 x 100 m' }),
      t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, { recordSortDirection: 'Descending' }),
    ]);
    expect([label.statusCode, type.statusCode]).toEqual([200, 200]);
    const stored = (await t.app.repos.categories.findById(IDS.records))!.recordColumns.find(
      (c) => c.columnID === columnID,
    );
    expect(stored).toMatchObject({ recordLabel: '4 x 100 m', recordSortDirection: 'Descending', recordType: 'Time' });
    const reset = await t.req('editorAll', 'PATCH', `${base}/record-columns/${columnID}`, {
      recordLabel: 'Time',
      recordSortDirection: 'Ascending',
    });
    expect(reset.json()).toMatchObject({ recordLabel: 'Time', recordSortDirection: 'Ascending' });
  });

  test('two edits of the same record at the same time both stay', async () => {
    const [record] = await records();
    const url = `/api/v1/sites/${IDS.siteA}/entries/${record._id}/record`;
    const [name, value] = await Promise.all([
      t.req('editorAll', 'PATCH', url, { name: 'Relay team' }),
      t.req('editorAll', 'PATCH', url, { recordValue: '41.85' }),
    ]);
    expect([name.statusCode, value.statusCode]).toEqual([200, 200]);
    const stored = await t.app.repos.entries.findById(record._id);
    expect(stored!.recordInfo).toMatchObject({ name: 'Relay team', recordValue: '41.85' });
    const bad = await t.req('editorAll', 'PATCH', url, { columnID: 'no-such-column' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unable to find column to add record to');
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
