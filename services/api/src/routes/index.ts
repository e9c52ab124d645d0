/**
 * Registers every resource's routes under /api/v1. One line per route folder; API-2's folders
 * (media, users, cast-screens, analytics, calendar, twitter, search, admin) are added here too.
 */
import type { FastifyPluginAsync } from 'fastify';
import health from './health';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
};
export default routes;
