/**
 * Every /api/v1 route matches its contract in @laurel/domain/contracts (method, path, schemas, who may call it)
 * and every contract has a route: the API refuses to start otherwise.
 */
import Fastify from 'fastify';
import { API_CONTRACTS } from '@laurel/domain/contracts';
import contracts, { contractProblems, schemaOf } from '../../src/plugins/app/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('the API starts: each route has its contract and each contract its route, with the same access', async () => {
  await t.app.ready();
  const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const served = Object.entries(openapi.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.slice('/api/v1'.length).replace(/\{(\w+)\}/g, ':$1')}`),
    );
  expect(served.sort()).toEqual(Object.keys(API_CONTRACTS).sort());
});

test('an admin-only contract is enforced even in a public folder (the Twitter feed status)', async () => {
  const url = `/api/v1/sites/${encodeURIComponent('site-a')}/home-buttons/b1/twitter/status`;
  expect(API_CONTRACTS['GET /sites/:siteId/home-buttons/:buttonId/twitter/status'].access).toBe('admin');
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
});

test('a route without a contract, or a contract without a route, stops the start', async () => {
  const app = Fastify();
  await app.register(
    async (api) => {
      await api.register(contracts);
      api.get('/made-up', async () => ({}));
    },
    { prefix: '/api/v1' },
  );
  await expect(app.ready()).rejects.toThrow(/GET \/made-up has no contract/);
  await expect(app.ready()).rejects.toThrow(/GET \/health has a contract but no route/);
  await app.close().catch(() => undefined);
});

test('a route whose access or schema differs from its contract is named', () => {
  const key = 'GET /sites/:siteId/users';
  const contract = API_CONTRACTS[key];
  const route = (access: string, schema = schemaOf(contract)) =>
    ({
      method: 'GET',
      url: '/api/v1/sites/:siteId/users',
      schema,
      config: { access },
      handler: () => undefined,
    }) as never;
  const one = { [key]: contract };
  expect(contractProblems([route('admin')], one)).toEqual([]);
  expect(contractProblems([route('editor')], one)).toEqual([
    `${key} does not match its contract: it allows editor, the contract admin`,
  ]);
  expect(contractProblems([route('admin', { ...schemaOf(contract), params: undefined } as never)], one)).toEqual([
    `${key} does not match its contract: its params schema is not the contract's`,
  ]);
});
