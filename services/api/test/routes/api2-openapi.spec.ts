import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('publishes the media, users, cast-screen, analytics, calendar, Twitter, search and admin paths of docs/api.md', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const expected: [string, string][] = [
    ['get', '/api/v1/sites/{siteId}/media'],
    ['post', '/api/v1/sites/{siteId}/media'],
    ['post', '/api/v1/sites/{siteId}/media/external'],
    ['patch', '/api/v1/sites/{siteId}/media/{mediaId}'],
    ['patch', '/api/v1/sites/{siteId}/entity-media'],
    ['get', '/api/v1/media/{siteId}/{file}'],
    ['get', '/api/v1/sites/{siteId}/users'],
    ['post', '/api/v1/sites/{siteId}/users'],
    ['patch', '/api/v1/sites/{siteId}/users/{userId}'],
    ['delete', '/api/v1/sites/{siteId}/users/{userId}'],
    ['get', '/api/v1/sites/{siteId}/cast-screens'],
    ['post', '/api/v1/sites/{siteId}/cast-screens'],
    ['patch', '/api/v1/cast-screens/{screenId}'],
    ['get', '/api/v1/cast-screens/{screenId}'],
    ['post', '/api/v1/sites/{siteId}/analytics/events'],
    ['get', '/api/v1/sites/{siteId}/analytics'],
    ['get', '/api/v1/sites/{siteId}/calendar'],
    ['post', '/api/v1/sites/{siteId}/home-buttons/{buttonId}/twitter/confirm'],
    ['get', '/api/v1/sites/{siteId}/home-buttons/{buttonId}/tweets'],
    ['get', '/api/v1/sites/{siteId}/home-buttons/{buttonId}/twitter/status'],
    ['get', '/api/v1/sites/{siteId}/search-options'],
    ['get', '/api/v1/sites/{siteId}/search'],
    ['post', '/api/v1/admin/sites/import'],
    ['get', '/api/v1/admin/sites/{siteId}/export'],
  ];
  const missing = expected.filter(([method, path]) => !doc.paths[path]?.[method]);
  expect(missing).toEqual([]);
  expect(doc.paths['/api/v1/sites/{siteId}/users'].get.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/api/v1/cast-screens/{screenId}'].get.security).toBeUndefined();
  expect(doc.paths['/api/v1/sites/{siteId}/home-buttons/{buttonId}/twitter/status'].get.security).toEqual([
    { bearer: [] },
  ]);
});
