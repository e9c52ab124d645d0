/**
 * Route contracts (@laurel/domain/contracts, one per `METHOD /path` under /api/v1):
 * - `contractRoute(app, key)`: a route folder's route takes its method, its URL (relative to the folder) and its
 *   schema from the contract, so the route file holds only its handler and hooks;
 * - this plugin, registered before the routes, refuses to start (ready fails) unless every /api/v1 route has a
 *   contract with the same schemas and the same access level (its folder's `autohooks.ts`), and every contract
 *   has a route.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  API_CONTRACTS,
  methodAndPath,
  type ApiContracts,
  type ApiKey,
  type ContractTable,
  type RouteContract,
} from '@laurel/domain/contracts';

export const API_PREFIX = '/api/v1';

type Field<C, F extends string> = C extends { readonly [P in F]: infer S } ? S : undefined;
/** The Fastify schema of a contract (typed, so handlers get their params, query, body and reply types). */
export interface ContractSchema<C extends RouteContract> extends FastifySchema {
  params: Field<C, 'params'>;
  querystring: Field<C, 'query'>;
  headers: Field<C, 'headers'>;
  body: Field<C, 'body'>;
  response: Field<C, 'response'>;
}

/** The fastify schema of a contract: what OpenAPI shows and what requests and replies are validated with. */
export function schemaOf<C extends RouteContract>(contract: C): ContractSchema<C> {
  const { tags, summary, description, params, query, headers, body, response, consumes, produces } = contract;
  const schema: Record<string, unknown> = { tags: [...tags], summary, description, params, querystring: query };
  Object.assign(schema, { headers, body, response, consumes: consumes && [...consumes] });
  Object.assign(schema, { produces: produces && [...produces] });
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema as unknown as ContractSchema<C>;
}

/** Method, URL and schema of the contract `key`, for a route registered in the folder `app` (its prefix). */
export function contractRoute<K extends ApiKey>(app: FastifyInstance, key: K) {
  const { method, path } = methodAndPath(key);
  const full = API_PREFIX + path;
  const under = app.prefix;
  if (full !== under && !full.startsWith(`${under}/`))
    throw new Error(`Route ${key} is not under its folder's path ${under}`);
  const contract: ApiContracts[K] = API_CONTRACTS[key];
  return { method, url: full.slice(under.length), schema: schemaOf(contract) };
}

const SCHEMA_FIELDS = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['headers', 'headers'],
  ['body', 'body'],
] as const;

/** What differs between a registered route and its contract ('' when nothing). */
export function routeMismatch(route: RouteOptions, contract: RouteContract): string {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  for (const [field, name] of SCHEMA_FIELDS)
    if (schema[field] !== contract[name]) return `its ${name} schema is not the contract's`;
  const replies = (schema.response ?? {}) as Record<string, unknown>;
  const expected = contract.response ?? {};
  const codes = new Set([...Object.keys(replies), ...Object.keys(expected)]);
  for (const code of codes)
    if (replies[code] !== (expected as Record<string, unknown>)[code])
      return `its ${code} reply schema is not the contract's`;
  const access = (route.config as { access?: string } | undefined)?.access;
  if (access !== contract.access) return `it allows ${access ?? 'no declared level'}, the contract ${contract.access}`;
  return '';
}

/** Every difference between the routes registered under /api/v1 and the contracts. */
export function contractProblems(routes: readonly RouteOptions[], contracts: ContractTable = API_CONTRACTS): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || !route.url.startsWith(`${API_PREFIX}/`)) continue;
      const key = `${method} ${route.url.slice(API_PREFIX.length)}`;
      seen.add(key);
      const contract = (contracts as Record<string, RouteContract | undefined>)[key];
      if (!contract) problems.push(`${key} has no contract (libs/domain/src/contracts)`);
      else {
        const mismatch = routeMismatch(route, contract);
        if (mismatch) problems.push(`${key} does not match its contract: ${mismatch}`);
      }
    }
  }
  for (const key of Object.keys(contracts)) if (!seen.has(key)) problems.push(`${key} has a contract but no route`);
  return problems;
}

export default fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    app.addHook('onReady', async () => {
      const problems = contractProblems(routes);
      if (problems.length) throw new Error(`The API's routes and contracts differ:\n${problems.join('\n')}`);
    });
  },
  { name: 'route-contracts' },
);
