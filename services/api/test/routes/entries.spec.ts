import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';
import { addMedia } from '../helpers/media';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addMedia(t.app, IDS.siteA, 'head-1', 'photo-1', 'photo-2');
});
afterAll(() => t.close());

const base = `/api/v1/sites/${IDS.siteA}`;

describe('POST categories/{id}/entries', () => {
  test('201 with the placeholder defaults, appended to the folder', async () => {
    const res = await t.req('editorLimited', 'POST', `${base}/categories/${IDS.basketball}/entries`, {});
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      firstName: 'NEW PROFILE',
      isLive: true,
      categoryID: IDS.basketball,
      path: `/entry/${e._id}`,
      recordInfo: null,
    });
    expect((await t.app.repos.categories.findById(IDS.basketball))!.entries).toEqual([
      IDS.entryLive,
      IDS.entryDraft,
      e._id,
    ]);
    const pub = (await t.req('anonymous', 'GET', `${base}/categories/${IDS.basketball}`)).json();
    expect(pub.entries.map((x: { _id: string }) => x._id)).toEqual([IDS.entryLive]);
  });

  test('fields, media ids and sanitised description', async () => {
    const res = await t.req('editorAll', 'POST', `${base}/categories/${IDS.other}/entries`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      eventDate: '1985-01-01',
      description: '<p>Admiral<img src=x onerror=alert(1)></p>',
      headshot: 'head-1',
      media: ['photo-2', 'photo-1'],
    });
    const e = res.json();
    expect(e.headshot._id).toBe('head-1');
    expect(e.media.map((m: { _id: string }) => m._id)).toEqual(['photo-2', 'photo-1']);
    expect(e.description).not.toContain('onerror');
    expect(e.description).toContain('Admiral');
  });

  test('in a records folder a record starts as "New Record" in the first column', async () => {
    const e = (await t.req('adminA', 'POST', `${base}/categories/${IDS.records}/entries`, {})).json();
    expect(e.recordInfo).toMatchObject({ name: 'New Record', columnID: IDS.column, recordValue: '' });
    const bad = await t.req('adminA', 'POST', `${base}/categories/${IDS.records}/entries`, {
      recordInfo: { columnID: 'nope' },
    });
    expect(bad.json().message).toBe('Unable to find column to add record to');
  });

  test('refused: wrong folder for the editor, bad dates, unknown fields', async () => {
    expect((await t.req('editorLimited', 'POST', `${base}/categories/${IDS.other}/entries`, {})).statusCode).toBe(403);
    expect((await t.req('editorOther', 'POST', `${base}/categories/${IDS.other}/entries`, {})).statusCode).toBe(403);
    expect(
      (await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/entries`, { eventDate: 'yesterday' })).statusCode,
    ).toBe(400);
    expect((await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/entries`, { _id: 'mine' })).statusCode).toBe(
      400,
    );
    expect((await t.req('adminA', 'POST', `${base}/categories/missing/entries`, {})).statusCode).toBe(404);
  });
});

describe('PATCH entries/{id}', () => {
  const path = `/entry/${IDS.entryLive}`;
  test('patches an entry named by folder and path', async () => {
    const res = await t.req('editorLimited', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path,
      patch: { lastName: 'King', isLive: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastName).toBe('King');
    expect((await t.req('anonymous', 'GET', `${base}/entries/${IDS.entryLive}`)).json().entry.lastName).toBe('King');
  });

  test('"Entry path {path} not found." when the path or folder does not match', async () => {
    const wrongPath = await t.req('adminA', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.basketball,
      path: '/entry/other',
      patch: { lastName: 'X' },
    });
    expect(wrongPath.statusCode).toBe(400);
    expect(wrongPath.json().message).toBe('Entry path /entry/other not found.');
    const wrongFolder = await t.req('adminA', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
      categoryID: IDS.other,
      path,
      patch: { lastName: 'X' },
    });
    expect(wrongFolder.json().message).toBe(`Entry path ${path} not found.`);
    expect((await t.app.repos.entries.findById(IDS.entryLive))!.lastName).toBe('King');
  });

  test('refused: other folder for a limited editor, bad patch', async () => {
    expect(
      (
        await t.req('editorLimited', 'PATCH', `${base}/entries/${IDS.entryOther}`, {
          categoryID: IDS.other,
          path: `/entry/${IDS.entryOther}`,
          patch: { lastName: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.req('adminA', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
          categoryID: IDS.basketball,
          path,
          patch: { isLive: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.req('adminA', 'PATCH', `${base}/entries/${IDS.entryLive}`, {
          categoryID: IDS.basketball,
          path,
          patch: { categoryID: IDS.other },
        })
      ).statusCode,
    ).toBe(400);
  });
});

test('PATCH entries/{id}/record merges the record info', async () => {
  const res = await t.req('adminA', 'PATCH', `${base}/entries/${IDS.record1}/record`, {
    recordValue: '55',
    recordImage: 'photo-1',
  });
  expect(res.json().recordInfo).toMatchObject({ name: 'Most points', recordValue: '55', columnID: IDS.column });
  expect(res.json().recordInfo.recordImage._id).toBe('photo-1');
  expect(
    (await t.req('adminA', 'PATCH', `${base}/entries/${IDS.record1}/record`, { columnID: 'nope' })).statusCode,
  ).toBe(400);
  expect((await t.req('adminA', 'PATCH', `${base}/entries/missing/record`, { name: 'x' })).json().message).toBe(
    'Entry missing not found.',
  );
  expect(
    (await t.req('editorLimited', 'PATCH', `${base}/entries/${IDS.record1}/record`, { name: 'x' })).statusCode,
  ).toBe(403);
});

describe('bulk', () => {
  test('bulk add: 201 with all entries; at most 150', async () => {
    const res = await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/entries/bulk`, {
      items: [{ firstName: 'A' }, { firstName: 'B' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entries.map((e: { firstName: string }) => e.firstName)).toEqual(['A', 'B']);
    const tooMany = { items: Array.from({ length: 151 }, () => ({})) };
    expect((await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/entries/bulk`, tooMany)).statusCode).toBe(
      400,
    );
  });

  test('bulk copy: new ids in the destination, the originals untouched', async () => {
    const res = await t.req('editorAll', 'POST', `${base}/entries/bulk-copy`, {
      destination: IDS.other,
      items: [IDS.entryLive],
    });
    expect(res.statusCode).toBe(201);
    const [copy] = res.json().entries;
    expect(copy).toMatchObject({ firstName: 'Ada', categoryID: IDS.other });
    expect(copy._id).not.toBe(IDS.entryLive);
    expect((await t.app.repos.entries.findById(IDS.entryLive))!.categoryID).toBe(IDS.basketball);
    expect(
      (
        await t.req('editorLimited', 'POST', `${base}/entries/bulk-copy`, {
          destination: IDS.other,
          items: [IDS.entryLive],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.req('editorAll', 'POST', `${base}/entries/bulk-copy`, { destination: IDS.other, items: [IDS.entryB] }))
        .statusCode,
    ).toBe(404);
  });

  test('bulk patch: per-item results, ≤150, whole request refused on a bad item', async () => {
    const res = await t.req('editorLimited', 'PATCH', `${base}/entries`, {
      items: [
        { _id: IDS.entryDraft, patch: { isLive: true } },
        { _id: IDS.entryOther, patch: { isLive: false } },
      ],
    });
    expect(res.json().results).toEqual([
      { _id: IDS.entryDraft, ok: true },
      { _id: IDS.entryOther, ok: false, message: 'User does not have permissions to access this resource' },
    ]);
    expect((await t.app.repos.entries.findById(IDS.entryOther))!.isLive).toBe(true);
    const bad = await t.req('adminA', 'PATCH', `${base}/entries`, {
      items: [
        { _id: IDS.entryDraft, patch: { isLive: false } },
        { _id: IDS.entryOther, patch: { nope: 1 } },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.repos.entries.findById(IDS.entryDraft))!.isLive).toBe(true);
    const tooMany = { items: Array.from({ length: 151 }, () => ({ _id: IDS.entryDraft, patch: {} })) };
    expect((await t.req('adminA', 'PATCH', `${base}/entries`, tooMany)).statusCode).toBe(400);
  });

  test('bulk patch of 150: one read and one write for the chunk, each entry saved, a missing one refused alone', async () => {
    const added = await t.req('adminA', 'POST', `${base}/categories/${IDS.other}/entries/bulk`, {
      items: Array.from({ length: 149 }, (_, i) => ({ firstName: 'Bulk', lastName: `Number ${i}` })),
    });
    const ids = (added.json().entries as { _id: string }[]).map((e) => e._id);
    const reads = jest.spyOn(t.app.repos.entries, 'byIdInSite');
    const writes = jest.spyOn(t.app.repos.entries, 'setFieldsMany');
    const notices: string[] = [];
    // The notices sent at the commit (without a version); each is heard again with its version once counted, and
    // the versioned echoes of the bulk add above (its folder among them) may still be arriving.
    const stop = t.app.events.subscribe(IDS.siteA, (e) => {
      if (!e.version) notices.push(e.id);
    });
    const res = await t.req('adminA', 'PATCH', `${base}/entries`, {
      items: [
        ...ids.map((_id, i) => ({ _id, patch: { activity: `Track ${i}`, isLive: true } })),
        { _id: 'gone', patch: { isLive: true } },
      ],
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(150);
    expect(res.json().results[149]).toEqual({ _id: 'gone', ok: false, message: expect.stringMatching(/gone/) });
    expect(reads).not.toHaveBeenCalled();
    expect(writes).toHaveBeenCalledTimes(1);
    const saved = await t.app.repos.entries.findByIds(ids);
    expect(saved.filter((e) => e.isLive && e.activity.startsWith('Track '))).toHaveLength(149);
    expect(saved.find((e) => e._id === ids[7])!.activity).toBe('Track 7');
    expect(new Set(notices)).toEqual(new Set(ids));
    reads.mockRestore();
    writes.mockRestore();
  });

  test('bulk patch of folders', async () => {
    const res = await t.req('adminA', 'PATCH', `${base}/categories`, {
      items: [
        { _id: IDS.other, patch: { categoryName: 'Others' } },
        { _id: 'gone', patch: { isLive: true } },
      ],
    });
    expect(res.json().results).toEqual([
      { _id: IDS.other, ok: true },
      { _id: 'gone', ok: false, message: 'Category gone not found.' },
    ]);
    expect((await t.app.repos.categories.findById(IDS.other))!.categoryName).toBe('Others');
  });
});

describe('move', () => {
  test('entries move between folders, keeping order lists right', async () => {
    const res = await t.req('editorLimited', 'POST', `${base}/entries/move`, {
      destination: IDS.sports,
      entryIds: [IDS.entryDraft],
    });
    expect(res.json()).toEqual({ moved: 1 });
    expect((await t.app.repos.categories.findById(IDS.basketball))!.entries).not.toContain(IDS.entryDraft);
    expect((await t.app.repos.categories.findById(IDS.sports))!.entries).toEqual([IDS.entryDraft]);
    expect((await t.app.repos.entries.findById(IDS.entryDraft))!.categoryID).toBe(IDS.sports);
    expect(
      (
        await t.req('editorLimited', 'POST', `${base}/entries/move`, {
          destination: IDS.other,
          entryIds: [IDS.entryDraft],
        })
      ).statusCode,
    ).toBe(403);
  });

  test('folders move; never into themselves; to the top level with "root"', async () => {
    const into = await t.req('adminA', 'POST', `${base}/categories/move`, {
      destination: IDS.other,
      categoryIds: [IDS.hidden],
    });
    expect(into.json()).toEqual({ moved: 1 });
    expect((await t.app.repos.categories.findById(IDS.other))!.categories).toEqual([IDS.hidden]);
    expect((await t.app.repos.categories.findById(IDS.other))!.hasSubCategories).toBe(true);
    const cycle = await t.req('adminA', 'POST', `${base}/categories/move`, {
      destination: IDS.basketball,
      categoryIds: [IDS.sports],
    });
    expect(cycle.statusCode).toBe(400);
    expect(
      (
        await t.req('adminA', 'POST', `${base}/categories/move`, { destination: 'root', categoryIds: [IDS.hidden] })
      ).json(),
    ).toEqual({ moved: 1 });
    expect((await t.app.repos.categories.findById(IDS.hidden))!.parentCategoryID).toBeNull();
    expect((await t.app.repos.categories.findById(IDS.other))!.categories).toEqual([]);
    expect((await t.app.repos.categories.findById(IDS.other))!.hasSubCategories).toBe(false);
    expect(
      (
        await t.req('editorLimited', 'POST', `${base}/categories/move`, {
          destination: null,
          categoryIds: [IDS.basketball],
        })
      ).statusCode,
    ).toBe(403);
  });

  test('move destinations: only folders the user may edit, as breadcrumbs', async () => {
    const limited = (await t.req('editorLimited', 'GET', `${base}/move-destinations?documentType=entry`)).json()
      .destinations;
    expect(limited).toEqual([
      { _id: IDS.sports, categoryName: 'Sports', path: 'Sports', depth: 1 },
      { _id: IDS.basketball, categoryName: 'Basketball', path: 'Sports / Basketball', depth: 2 },
    ]);
    const all = (await t.req('adminA', 'GET', `${base}/move-destinations?documentType=category`)).json().destinations;
    expect(all[0]).toEqual({ _id: 'root', categoryName: 'Top level', path: '', depth: 0 });
    expect((await t.req('adminA', 'GET', `${base}/move-destinations?documentType=media`)).statusCode).toBe(400);
    expect((await t.req('anonymous', 'GET', `${base}/move-destinations?documentType=entry`)).statusCode).toBe(401);
  });
});
