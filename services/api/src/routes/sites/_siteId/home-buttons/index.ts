/**
 * /sites/{siteId}/home-buttons: replace the buttons (admins); a Twitter button's confirm (admins), tweets (anyone)
 * and why its feed last failed (admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx, readView } from '../../../../services/context';
import { saveHomeButtons } from '../../../../services/sites/site-service';
import {
  confirmUsername,
  feedStatus,
  tweetsFor,
  twitterConfigFrom,
} from '../../../../services/outbound/twitter-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const homeButtons: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const twitter = twitterConfigFrom(process.env);

  app.route({
    ...contractRoute(app, 'PUT /sites/:siteId/home-buttons'),
    handler: async (request) => saveHomeButtons(authedCtx(app, request), request.body.homeButtons),
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/home-buttons/:buttonId/twitter/confirm'),
    handler: async (request) =>
      confirmUsername(authedCtx(app, request), twitter, request.params.buttonId, request.body.username),
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/home-buttons/:buttonId/tweets'),
    handler: async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return { tweets: await tweetsFor(app, twitter, ctx.site, request.params.buttonId, cms) };
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/home-buttons/:buttonId/twitter/status'),
    // Reads here are public (tweets); why the feed failed is for the site's admins.
    config: { access: 'admin' },
    handler: async (request) => feedStatus(authedCtx(app, request), request.params.buttonId),
  });
};
export default homeButtons;
