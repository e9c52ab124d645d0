import { BULK_DELETE_CHUNK, BULK_MAX_PARALLEL, BULK_PATCH_CHUNK, chunk, mapWithLimit, runBulk } from './chunks';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);

test('splits into chunks of the given size, the last one shorter', () => {
  expect(chunk(ids(301), BULK_PATCH_CHUNK).map((c) => c.length)).toEqual([150, 150, 1]);
  expect(chunk(ids(100), BULK_DELETE_CHUNK).map((c) => c.length)).toEqual([50, 50]);
  expect(chunk([], 50)).toEqual([]);
  expect(() => chunk(ids(3), 0)).toThrow(RangeError);
});

test('never runs more than 10 chunks at once and keeps the order of results', async () => {
  let running = 0;
  let peak = 0;
  const out = await mapWithLimit(ids(35), BULK_MAX_PARALLEL, async (id) => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 2));
    running -= 1;
    return id.toUpperCase();
  });
  expect(peak).toBe(10);
  expect(out[0]).toBe('ID0');
  expect(out[34]).toBe('ID34');
});

test('sums up per item what succeeded and what failed, including a failed chunk', async () => {
  const sent: number[] = [];
  const summary = await runBulk(ids(120), 50, async (chunkIds) => {
    sent.push(chunkIds.length);
    if (chunkIds.includes('id100')) throw { status: 500, data: { message: 'Server down' } };
    return chunkIds.map((id) =>
      id === 'id7' ? { _id: id, ok: false, message: 'Entry path /x not found.' } : { _id: id, ok: true },
    );
  });
  expect(sent.sort((a, b) => b - a)).toEqual([50, 50, 20]);
  expect(summary.total).toBe(120);
  expect(summary.succeeded).toHaveLength(99);
  expect(summary.failed).toHaveLength(21);
  expect(summary.failed).toContainEqual({ _id: 'id7', message: 'Entry path /x not found.' });
  expect(summary.failed).toContainEqual({ _id: 'id100', message: 'Server down' });
  expect(summary.failedChunks).toBe(1);
});

test('reports progress after every chunk, failed ones included', async () => {
  const progress: number[] = [];
  await runBulk(
    ids(320),
    BULK_PATCH_CHUNK,
    async (chunkIds) => {
      if (chunkIds.includes('id0')) throw new Error('offline');
      return chunkIds.map((_id) => ({ _id, ok: true }));
    },
    BULK_MAX_PARALLEL,
    (n) => progress.push(n),
  );
  expect(progress.sort((a, b) => a - b)).toEqual([20, 150, 150]);
});

test('an item the server did not report counts as failed', async () => {
  const summary = await runBulk(['a', 'b'], 150, async () => [{ _id: 'a', ok: true }]);
  expect(summary.succeeded).toEqual(['a']);
  expect(summary.failed).toEqual([{ _id: 'b', message: 'No result for this item' }]);
});

test('a stopped operation sends no further chunk, finishes those sent, and says which ids were not sent', async () => {
  let stopped = false;
  const sent: string[] = [];
  const summary = await runBulk(
    ids(500),
    150,
    async (chunkIds) => {
      sent.push(chunkIds[0]);
      stopped = true; // Cancel pressed while the first chunk is on its way.
      await new Promise((r) => setTimeout(r, 5));
      return chunkIds.map((_id) => ({ _id, ok: true }));
    },
    1,
    undefined,
    () => stopped,
  );
  expect(sent).toEqual(['id0']);
  expect(summary.succeeded).toHaveLength(150);
  expect(summary.notSent).toHaveLength(350);
  expect(summary.notSent[0]).toBe('id150');
  expect(summary.failed).toEqual([]);
});
