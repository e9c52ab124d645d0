/**
 * /sites/{siteId}/home-buttons: replace the buttons (admins); a Twitter button's confirm (admins), tweets (anyone)
 * and why its feed last failed (admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CmsQuery,
  HomeButtonParams,
  HomeButtonsInputSchema,
  SiteParams,
  SiteSchema,
  TweetsReplySchema,
  TwitterConfirmBodySchema,
  TwitterConfirmReplySchema,
  TwitterFeedStatusSchema,
} from '@laurel/domain';
import { authedCtx, readView } from '../../../../services/context';
import { saveHomeButtons } from '../../../../services/sites/site-service';
import {
  confirmUsername,
  feedStatus,
  tweetsFor,
  twitterConfigFrom,
} from '../../../../services/outbound/twitter-service';
import autohooks from './autohooks';

const homeButtons: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const twitter = twitterConfigFrom(process.env);

  app.put(
    '',
    {
      schema: {
        tags: ['sites'],
        summary: 'Replace the home buttons (image as media id)',
        params: SiteParams,
        body: HomeButtonsInputSchema,
        response: { 200: SiteSchema },
      },
    },
    async (request) => saveHomeButtons(authedCtx(app, request), request.body.homeButtons),
  );

  app.post(
    '/:buttonId/twitter/confirm',
    {
      schema: {
        tags: ['twitter'],
        summary: "Confirm a Twitter button's username (handle or profile URL)",
        params: HomeButtonParams,
        body: TwitterConfirmBodySchema,
        response: { 200: TwitterConfirmReplySchema },
      },
    },
    async (request) =>
      confirmUsername(authedCtx(app, request), twitter, request.params.buttonId, request.body.username),
  );

  app.get(
    '/:buttonId/tweets',
    {
      schema: {
        tags: ['twitter'],
        summary:
          'Recent tweets of a confirmed Twitter button (empty until confirmed); `?cms=1` reads afresh for editors',
        params: HomeButtonParams,
        querystring: CmsQuery,
        response: { 200: TweetsReplySchema },
      },
    },
    async (request) => {
      const { ctx, cms } = await readView(app, request, request.params.siteId, request.query.cms);
      return { tweets: await tweetsFor(app, twitter, ctx.site, request.params.buttonId, cms) };
    },
  );

  app.get(
    '/:buttonId/twitter/status',
    {
      // Reads here are public (tweets); why the feed failed is for the site's admins.
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['twitter'],
        summary: "Why a Twitter button's feed could not be read the last time (null while it reads), for admins",
        security: [{ bearer: [] }],
        params: HomeButtonParams,
        response: { 200: TwitterFeedStatusSchema },
      },
    },
    async (request) => feedStatus(authedCtx(app, request), request.params.buttonId),
  );
};
export default homeButtons;
