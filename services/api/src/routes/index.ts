/**
 * Every route under /api/v1, registered from the folder tree (./route-folders.ts): a folder's path is its URL
 * prefix (`_siteId` stands for `:siteId`); each folder declares who may call its routes once, in its
 * `autohooks.ts`, and registers its routes from their contracts (`contractRoute`, @laurel/domain/contracts:
 * method, path, schemas and access) with thin handlers (one call to a service). The contracts plugin, registered
 * first, refuses to start unless the routes and the contracts match one to one; docs/api.md is generated from
 * the same contracts (`npm run docs:api`).
 */
import type { FastifyPluginAsync } from 'fastify';
import contracts from '../plugins/app/contracts';
import { named } from '../plugins/app/plugin-name';
import { routeFolders } from './route-folders';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(contracts);
  for (const { prefix, plugin } of routeFolders()) await app.register(plugin, { prefix });
};
export default named('routes', routes);
