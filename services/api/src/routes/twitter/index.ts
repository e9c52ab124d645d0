/** Twitter home buttons: confirm a username (admin) and read the button's tweets (anyone). */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearer } from '../shared';
import { IdSchema } from '@laurel/domain';
import { confirmUsername, tweetsFor, twitterConfigFrom, type TwitterConfig } from '../../services/twitter-service';

const Params = Type.Object({ siteId: IdSchema, buttonId: Type.String({ minLength: 1, maxLength: 128 }) });

/** `twitter` overrides the configuration read from the environment (tests). */
const twitter: FastifyPluginAsync<{ twitter?: TwitterConfig | null }> = async (app, opts) => {
  const config = opts.twitter !== undefined ? opts.twitter : twitterConfigFrom(process.env);

  app.post(
    '/sites/:siteId/home-buttons/:buttonId/twitter/confirm',
    {
      preHandler: app.authorize('admin'),
      schema: {
        security: bearer,
        tags: ['twitter'],
        summary: "Confirm a Twitter button's username (handle or profile URL)",
        params: Params,
        body: Type.Object({ username: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ confirmed: Type.Boolean(), username: Type.String() }) },
      },
    },
    async (request) => {
      const { buttonId } = request.params as { buttonId: string };
      return confirmUsername(app, config, request.site!, buttonId, (request.body as { username: string }).username);
    },
  );

  app.get(
    '/sites/:siteId/home-buttons/:buttonId/tweets',
    {
      schema: {
        tags: ['twitter'],
        summary: 'Recent tweets of a confirmed Twitter button (empty until confirmed)',
        params: Params,
        response: {
          200: Type.Object({
            tweets: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), createdAt: Type.String() })),
          }),
        },
      },
    },
    async (request) => {
      const { siteId, buttonId } = request.params as { siteId: string; buttonId: string };
      return { tweets: await tweetsFor(config, await app.loadSite(siteId), buttonId) };
    },
  );
};
export default twitter;
