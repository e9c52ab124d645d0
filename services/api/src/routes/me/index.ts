/** /me: the signed-in user's own data. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteIdsReplySchema } from '@laurel/domain';
import { siteIdsOf } from '../../services/auth/auth-service';
import { signedInUser } from '../../services/context';
import autohooks from './autohooks';

const me: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  app.get(
    '/site-ids',
    {
      schema: {
        tags: ['auth'],
        summary: "The site ids the user works on (their client's sites; every site for internal users)",
        response: { 200: SiteIdsReplySchema },
      },
    },
    async (request) => ({ siteIds: await siteIdsOf(app, signedInUser(request)) }),
  );
};
export default me;
