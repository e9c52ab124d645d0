/** /sites/{siteId}/site-analytics: the monitoring service's real-user figures for a range, read by the API. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SiteAnalyticsQuerySchema, SiteAnalyticsReplySchema, SiteParams } from '@laurel/domain';
import { authedCtx } from '../../../../services/context';
import { datadogConfigFrom, siteAnalytics } from '../../../../services/analytics/site-analytics-service';
import autohooks from './autohooks';

const siteAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const config = datadogConfigFrom(process.env);

  app.get(
    '',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Real-user figures from the monitoring service for a range (configured: false when it is not set up)',
        params: SiteParams,
        querystring: SiteAnalyticsQuerySchema,
        response: { 200: SiteAnalyticsReplySchema },
      },
    },
    async (request) => siteAnalytics(config, authedCtx(app, request).site.siteID, request.query.range),
  );
};
export default siteAnalyticsRoutes;
