/** GET /auth/authorize?siteId=: the signed-in user's standing on a site (isSiteAdmin, isInternal, …). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthorizeQuerySchema, AuthorizeResultSchema } from '@laurel/domain';
import { authorizeFor } from '../../../services/auth/auth-service';
import { signedInUser } from '../../../services/context';
import autohooks from './autohooks';

const authorize: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '',
    {
      schema: {
        tags: ['auth'],
        summary: 'isSiteAdmin, isInternal, hasSignedAgreements and the user for a site',
        querystring: AuthorizeQuerySchema,
        response: { 200: AuthorizeResultSchema },
      },
    },
    async (request) => authorizeFor(app, signedInUser(request), request.query.siteId),
  );
};
export default authorize;
