/** GET /health: liveness and a database round trip. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import autohooks from './autohooks';

const health: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ ok: Type.Boolean() }) },
      },
    },
    async () => {
      await app.mongo.db.command({ ping: 1 });
      return { ok: true };
    },
  );
};
export default health;
