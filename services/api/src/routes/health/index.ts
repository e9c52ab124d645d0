import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';

const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
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
