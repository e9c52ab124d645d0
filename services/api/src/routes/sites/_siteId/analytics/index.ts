/** /sites/{siteId}/analytics: anonymous event posts (rate- and size-limited) and the admin report. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsEventsBodySchema,
  AnalyticsEventsQuerySchema,
  AnalyticsEventsReplySchema,
  AnalyticsReportQuerySchema,
  AnalyticsReportSchema,
  SiteParams,
} from '@laurel/domain';
import { recordEvents, report } from '../../../../services/analytics/analytics-service';
import { EventQuotas } from '../../../../services/analytics/event-quota';
import { authedCtx } from '../../../../services/context';
import { clientKeyOf } from '../../../../services/client-key';
import autohooks from './autohooks';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const EVENTS_BODY_LIMIT = 64 * 1024;

const analytics: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(autohooks);
  const quotas = new EventQuotas({
    perClient: app.config.analyticsEventsPerClientPerMinute,
    perSite: app.config.analyticsEventsPerSitePerMinute,
  });

  app.post(
    '/events',
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: {
        tags: ['analytics'],
        summary: 'Record visitor events (anonymous; ?touchScreen=1 marks kiosk traffic)',
        params: SiteParams,
        querystring: AnalyticsEventsQuerySchema,
        body: AnalyticsEventsBodySchema,
        response: { 202: AnalyticsEventsReplySchema },
      },
    },
    async (request, reply) => {
      const touchScreen = request.query.touchScreen === '1' || request.query.touchScreen === 'true';
      const site = await app.loadSite(request.params.siteId);
      quotas.admit(reply, clientKeyOf(request), site.siteID, request.body.events.length);
      return reply.status(202).send({ accepted: await recordEvents(app, site, request.body.events, touchScreen) });
    },
  );

  app.get(
    '',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Visitor analytics for a date range (end date included): page views by day, hour and weekday, top folders and profiles, searches, kiosk sessions',
        params: SiteParams,
        querystring: AnalyticsReportQuerySchema,
        response: { 200: AnalyticsReportSchema },
      },
    },
    async (request) =>
      report(authedCtx(app, request), request.query.startDate, request.query.endDate, request.query.timeZone),
  );
};
export default analytics;
