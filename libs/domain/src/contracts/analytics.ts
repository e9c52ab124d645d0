/** docs/api.md, "Analytics": these routes' contracts (see ./contract.ts). */
import {
  AnalyticsEventsBodySchema,
  AnalyticsEventsQuerySchema,
  AnalyticsEventsReplySchema,
  AnalyticsReportQuerySchema,
  AnalyticsReportSchema,
  SiteAnalyticsQuerySchema,
  SiteAnalyticsReplySchema,
  SiteParams,
} from '../schemas';
import type { ContractTable } from './contract';

export const analyticsContracts = {
  'POST /sites/:siteId/analytics/events': {
    access: 'public',
    tags: ['analytics'],
    summary: 'Record visitor events (anonymous; ?touchScreen=1 marks kiosk traffic)',
    params: SiteParams,
    query: AnalyticsEventsQuerySchema,
    body: AnalyticsEventsBodySchema,
    response: { 202: AnalyticsEventsReplySchema },
    doc: {
      input:
        '`{events: AnalyticsEventInput[]}` ≤50 (`type, path, categoryId?, entryId?, screenId?, sessionId?, term?, at`); `?touchScreen=1` for kiosks',
      reply: '202 (429 over 300 events a minute per address or 1,200 per site)',
    },
  },
  'GET /sites/:siteId/analytics': {
    access: 'admin',
    tags: ['analytics'],
    summary:
      'Visitor analytics for a date range (end date included): page views by day, hour and weekday, top folders and profiles, searches, kiosk sessions',
    params: SiteParams,
    query: AnalyticsReportQuerySchema,
    response: { 200: AnalyticsReportSchema },
    doc: {
      input: '`?startDate=&endDate=&timeZone=` dates YYYY-MM-DD (both included, ≤366 days), IANA zone (default UTC)',
      reply: '`AnalyticsReport` = `{analytics: AnalyticsFigures}`',
    },
  },
  'GET /sites/:siteId/site-analytics': {
    access: 'admin',
    tags: ['analytics'],
    summary: 'Real-user figures from the monitoring service for a range (configured: false when it is not set up)',
    params: SiteParams,
    query: SiteAnalyticsQuerySchema,
    response: { 200: SiteAnalyticsReplySchema },
    doc: {
      input: '`?range=1d|7d|30d|90d`',
      reply: '`{configured, analytics: SiteAnalytics | null, message?}`',
    },
  },
} as const satisfies ContractTable;

export const analyticsSection = { id: 'analytics', title: 'Analytics', routes: analyticsContracts } as const;
