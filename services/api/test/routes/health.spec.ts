import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('GET /api/v1/health answers {ok: true} after pinging the database', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
});

test('unknown API paths get the one error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET:/api/v1/nope not found' });
});

test('the OpenAPI document lists the contract paths', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/v1/health',
      '/api/v1/auth/login',
      '/api/v1/sites/{siteId}/categories/tree',
      '/api/v1/sites/{siteId}/entries/{entryId}',
    ]),
  );
  expect(paths.some((p) => p.startsWith('/remotes'))).toBe(false);
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(docs.statusCode).toBe(200);
  expect(docs.body).toContain('swagger');
});
