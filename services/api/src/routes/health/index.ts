/** GET /health: liveness and a database round trip. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import autohooks from './autohooks';
import { contractRoute } from '../../plugins/app/contracts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.route({
    ...contractRoute(app, 'GET /health'),
    handler: async () => {
      await app.mongo.db.command({ ping: 1 });
      return { ok: true };
    },
  });
};
export default health;
