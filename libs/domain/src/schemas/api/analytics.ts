/** /sites/{siteId}/analytics: anonymous event posts and the admin report. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { Strict } from './common';

export const AnalyticsEventSchema = Strict({
  type: Type.String({
    pattern: '^[a-z][a-z_]{0,39}$',
    description: 'e.g. page_view, entry_view, category_view, slide_view, search',
  }),
  path: Type.String({ maxLength: 500 }),
  categoryId: Type.Optional(IdSchema),
  entryId: Type.Optional(IdSchema),
  screenId: Type.Optional(IdSchema),
  at: Type.String({ format: 'date-time' }),
});
export const AnalyticsEventsQuerySchema = Type.Object({
  touchScreen: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
  ),
});
export const AnalyticsEventsBodySchema = Strict({
  events: Type.Array(AnalyticsEventSchema, { minItems: 1, maxItems: 50 }),
});
export const AnalyticsEventsReplySchema = Type.Object({ accepted: Type.Integer() });

export const AnalyticsReportQuerySchema = Type.Object({
  startDate: Type.String({ maxLength: 30 }),
  endDate: Type.String({ maxLength: 30 }),
});
const Count = Type.Integer();
export const AnalyticsReportSchema = Type.Object({
  analytics: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    totals: Type.Object({ events: Count, touchScreen: Count, byType: Type.Record(Type.String(), Count) }),
    byDay: Type.Array(Type.Object({ date: Type.String(), count: Count })),
    topCategories: Type.Array(Type.Object({ categoryId: Type.String(), name: Type.String(), count: Count })),
    topEntries: Type.Array(Type.Object({ entryId: Type.String(), name: Type.String(), count: Count })),
  }),
});

export type AnalyticsEvent = Static<typeof AnalyticsEventSchema>;
export type AnalyticsEventsBody = Static<typeof AnalyticsEventsBodySchema>;
export type AnalyticsReportQuery = Static<typeof AnalyticsReportQuerySchema>;
export type AnalyticsReport = Static<typeof AnalyticsReportSchema>;
