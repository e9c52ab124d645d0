import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { siteIdsOf } from '../../services/auth-service';
import { bearer } from '../shared';

const me: FastifyPluginAsync = async (app) => {
  app.get(
    '/me/site-ids',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The site ids the user works on (their client's sites; every site for internal users)",
        security: bearer,
        response: { 200: Type.Object({ siteIds: Type.Array(Type.String()) }) },
      },
    },
    async (request) => ({ siteIds: await siteIdsOf(app, request.auth!) }),
  );
};
export default me;
