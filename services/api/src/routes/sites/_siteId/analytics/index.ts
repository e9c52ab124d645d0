/** /sites/{siteId}/analytics: anonymous event posts (rate- and size-limited) and the admin report. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordEvents, report } from '../../../../services/analytics/analytics-service';
import { EventQuotas } from '../../../../services/analytics/event-quota';
import { authedCtx } from '../../../../services/context';
import { clientKeyOf } from '../../../../services/client-key';
import autohooks from './autohooks';
import { contractRoute } from '../../../../plugins/app/contracts';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const EVENTS_BODY_LIMIT = 64 * 1024;

const analytics: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const quotas = new EventQuotas({
    perClient: app.config.analyticsEventsPerClientPerMinute,
    perSite: app.config.analyticsEventsPerSitePerMinute,
  });

  app.route({
    ...contractRoute(app, 'POST /sites/:siteId/analytics/events'),
    bodyLimit: EVENTS_BODY_LIMIT,
    config: { rateLimit: ANALYTICS_RATE_LIMIT },
    handler: async (request, reply) => {
      const touchScreen = request.query.touchScreen === '1' || request.query.touchScreen === 'true';
      const site = await app.loadSite(request.params.siteId);
      quotas.admit(reply, clientKeyOf(request), site.siteID, request.body.events.length);
      return reply.status(202).send({ accepted: await recordEvents(app, site, request.body.events, touchScreen) });
    },
  });

  app.route({
    ...contractRoute(app, 'GET /sites/:siteId/analytics'),
    handler: async (request) =>
      report(authedCtx(app, request), request.query.startDate, request.query.endDate, request.query.timeZone),
  });
};
export default analytics;
