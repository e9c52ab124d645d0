import { warmRemote } from './warm-remote';

test('warming a remote that is not deployed never fails the route: RemotePage shows "not available" itself', async () => {
  const started = Date.now();
  await expect(warmRemote('cms', './pages', 2000)()).resolves.toEqual({});
  expect(Date.now() - started).toBeLessThan(1000);
});
