/** First-party analytics: anonymous event posts (rate- and size-limited) and the admin report. */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { bearer } from '../shared';
import { IdSchema } from '@laurel/domain';
import { recordEvents, report, type AnalyticsEventInput } from '../../services/analytics-service';

export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const EVENTS_BODY_LIMIT = 64 * 1024;

const EventSchema = Type.Object(
  {
    type: Type.String({
      pattern: '^[a-z][a-z_]{0,39}$',
      description: 'e.g. page_view, entry_view, category_view, slide_view, search',
    }),
    path: Type.String({ maxLength: 500 }),
    categoryId: Type.Optional(IdSchema),
    entryId: Type.Optional(IdSchema),
    screenId: Type.Optional(IdSchema),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
const Count = Type.Integer();
const ReportSchema = Type.Object({
  analytics: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    totals: Type.Object({ events: Count, touchScreen: Count, byType: Type.Record(Type.String(), Count) }),
    byDay: Type.Array(Type.Object({ date: Type.String(), count: Count })),
    topCategories: Type.Array(Type.Object({ categoryId: Type.String(), name: Type.String(), count: Count })),
    topEntries: Type.Array(Type.Object({ entryId: Type.String(), name: Type.String(), count: Count })),
  }),
});

const analytics: FastifyPluginAsync = async (app) => {
  app.post(
    '/sites/:siteId/analytics/events',
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      config: { rateLimit: ANALYTICS_RATE_LIMIT },
      schema: {
        tags: ['analytics'],
        summary: 'Record visitor events (anonymous; ?touchScreen=1 marks kiosk traffic)',
        params: Type.Object({ siteId: IdSchema }),
        querystring: Type.Object({
          touchScreen: Type.Optional(
            Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
          ),
        }),
        body: Type.Object(
          { events: Type.Array(EventSchema, { minItems: 1, maxItems: 50 }) },
          { additionalProperties: false },
        ),
        response: { 202: Type.Object({ accepted: Type.Integer() }) },
      },
    },
    async (request, reply) => {
      const site = await app.loadSite((request.params as { siteId: string }).siteId);
      const touch = ['1', 'true'].includes((request.query as { touchScreen?: string }).touchScreen ?? '');
      const accepted = await recordEvents(app, site, (request.body as { events: AnalyticsEventInput[] }).events, touch);
      reply.code(202);
      return { accepted };
    },
  );

  app.get(
    '/sites/:siteId/analytics',
    {
      preHandler: app.authorize('admin'),
      schema: {
        security: bearer,
        tags: ['analytics'],
        summary: 'Aggregated visitor analytics for a date range (end date included)',
        params: Type.Object({ siteId: IdSchema }),
        querystring: Type.Object({
          startDate: Type.String({ maxLength: 30 }),
          endDate: Type.String({ maxLength: 30 }),
        }),
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const q = request.query as { startDate: string; endDate: string };
      return report(app, request.site!, q.startDate, q.endDate);
    },
  );
};
export default analytics;
