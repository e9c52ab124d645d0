import { mediaUrlsToKeep } from './register-service-worker';

test('hands over the same-origin photos loaded before the worker took over, once each', () => {
  const base = 'http://127.0.0.1:4401/cast/lobby';
  const urls = mediaUrlsToKeep(
    [
      '/media/default/a-800.webp',
      'http://127.0.0.1:4401/media/default/a-800.webp',
      'http://127.0.0.1:4401/api/v1/cast-screens/x',
      'https://cdn.example.test/media/b.jpg',
      '/api/v1/media/default/c.jpg',
      '/remotes/cast/main.e22e710d.js',
    ],
    base,
  );
  expect(urls).toEqual([
    'http://127.0.0.1:4401/media/default/a-800.webp',
    'http://127.0.0.1:4401/api/v1/media/default/c.jpg',
  ]);
});
