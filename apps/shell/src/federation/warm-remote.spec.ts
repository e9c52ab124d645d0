import { warmFirstScreen, warmRemote } from './warm-remote';

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
