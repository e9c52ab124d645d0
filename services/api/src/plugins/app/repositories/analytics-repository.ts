/** First-party analytics events: written in batches, read back by date range for the reports. */
import type { AnalyticsEventDoc } from './documents';
import { BaseRepository } from './base-repository';

/** The most events one report reads; older ones in the range beyond this are left out (and reported). */
export const REPORT_EVENT_CAP = 500_000;

export class AnalyticsRepository extends BaseRepository<AnalyticsEventDoc> {
  /** Events with `start <= at < end` (ISO strings), newest first, light fields only. */
  inRange(siteId: string, start: string, end: string): Promise<AnalyticsEventDoc[]> {
    return this.find(
      { siteID: siteId, at: { $gte: start, $lt: end } },
      {
        sort: { at: -1 },
        limit: REPORT_EVENT_CAP,
        projection: { type: 1, at: 1, categoryId: 1, entryId: 1, sessionId: 1, term: 1, touchScreen: 1 },
      },
    );
  }
}
