/** /sites/{siteId}/site-analytics: the monitoring service's real-user figures for a range, read by the API. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authedCtx } from '../../../../services/context';
import { datadogConfigFrom, siteAnalytics } from '../../../../services/analytics/site-analytics-service';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

const siteAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const config = datadogConfigFrom(process.env);

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/site-analytics'),
    handler: async (request) => siteAnalytics(config, authedCtx(app, request).site.siteID, request.query.range),
  });
};
export default siteAnalyticsRoutes;
