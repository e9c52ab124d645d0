import { addRows, deleteRows, loadSheet, setCells, sheetChanges, type SheetColumn } from './sheet-model';
import { runSheetSave, type SaveProgress } from './run-save';

const columns: SheetColumn[] = [{ key: 'name', name: 'Name', kind: 'text' }];

test('creates, patches in chunks of 150 and deletes in chunks of 50, with progress and per-row outcomes', async () => {
  let s = loadSheet(Array.from({ length: 400 }, (_, i) => ({ id: `e${i}`, values: { name: `P${i}` } })));
  s = setCells(
    s,
    Array.from({ length: 320 }, (_, i) => ({ key: `e${i}`, column: 'name', value: `Q${i}` })),
  );
  s = deleteRows(
    s,
    Array.from({ length: 60 }, (_, i) => `e${340 + i}`),
  );
  s = addRows(s, [{ name: 'New 1' }, { name: 'New 2' }]).state;
  const sizes: string[] = [];
  const progress: SaveProgress[] = [];
  let running = 0;
  let peak = 0;
  const outcomes = await runSheetSave(
    sheetChanges(s, columns),
    {
      createChunk: 150,
      create: async (rows) => {
        sizes.push(`create ${rows.length}`);
        return rows.map((_, i) => `n${i}`);
      },
      patch: async (items) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        sizes.push(`patch ${items.length}`);
        if (items.some((i) => i.row.id === 'e0')) throw { status: 500, data: { message: 'Error while saving' } };
        return items.map((i) => ({
          _id: i.row.id!,
          ok: i.row.id !== 'e200',
          message: i.row.id === 'e200' ? 'Entry path /entry/e200 not found.' : undefined,
        }));
      },
      remove: async (ids) => {
        sizes.push(`delete ${ids.length}`);
        return ids.map((_id) => ({ _id, ok: true }));
      },
    },
    (p) => progress.push(p),
  );
  expect(sizes.sort()).toEqual(['create 2', 'delete 10', 'delete 50', 'patch 150', 'patch 150', 'patch 20'].sort());
  expect(peak).toBeLessThanOrEqual(10);
  expect(progress.at(-1)).toMatchObject({ done: 382, total: 382 });
  const failed = outcomes.filter((o) => !o.ok);
  // The chunk holding e0 failed as a whole (150 rows, with the server's words); e200 failed alone.
  expect(failed).toHaveLength(151);
  expect(failed).toContainEqual({ key: 'e0', ok: false, message: 'Error while saving' });
  expect(failed).toContainEqual({ key: 'e200', ok: false, message: 'Entry path /entry/e200 not found.' });
  expect(outcomes.filter((o) => o.id)).toEqual([
    { key: 'new-1', ok: true, id: 'n0' },
    { key: 'new-2', ok: true, id: 'n1' },
  ]);
});
