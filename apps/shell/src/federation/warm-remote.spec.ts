import { untilDone, warmFirstScreen, warmRemote } from './warm-remote';

test('warming a remote that is not deployed never fails the first render: RemotePage shows "not available" itself', async () => {
  const started = Date.now();
  await expect(warmRemote('cms', './pages', 2000)).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1000);
});

test('a first screen that needs no remote is not held back', async () => {
  const started = Date.now();
  await expect(warmFirstScreen('/login/default', 2000)).resolves.toBeUndefined();
  await expect(warmFirstScreen('/home/default', 2000)).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1000);
});

test('untilDone waits for the work, or the limit when the work is slower, and never fails', async () => {
  const started = Date.now();
  await expect(untilDone(new Promise(() => undefined), 50)).resolves.toBeUndefined();
  await expect(untilDone(Promise.reject(new Error('chunk failed')), 2000)).resolves.toBeUndefined();
  let done = false;
  await untilDone(new Promise((resolve) => setTimeout(() => resolve((done = true)), 20)), 2000);
  expect(done).toBe(true);
  expect(Date.now() - started).toBeLessThan(1000);
});
