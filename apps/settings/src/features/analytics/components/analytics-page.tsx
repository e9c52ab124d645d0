import { useEffect, useState } from 'react';
import { SETTINGS_TITLES } from '@laurel/domain';
import { PageHeader } from '../../../components/page-header';
import { useSettingsSite } from '../../../lib/use-settings-site';
import { useSettingsGetAnalyticsQuery } from '../api/analytics-endpoints';
import { browserTimeZone, presetRange, type DateRange } from '../lib/date-range';
import { formatDuration } from '../lib/format-duration';
import { AnalyticsCharts } from './analytics-charts';
import { RangePicker } from './range-picker';

/** `/settings/{siteId}/analytics`: the site's own visitor figures for a date range, as charts and CSV. */
export default function AnalyticsPage() {
  const { siteId } = useSettingsSite();
  const [range, setRange] = useState<DateRange>(() => presetRange(30));
  const query = useSettingsGetAnalyticsQuery({ siteId, ...range, timeZone: browserTimeZone() }, { skip: !siteId });
  // SPEC §8: a failed fetch is logged and the analytics are treated as absent (null).
  const report = query.isError ? null : (query.data ?? null);
  useEffect(() => {
    if (query.isError) console.error('Failed to fetch analytics', query.error);
  }, [query.isError, query.error]);
  const t = report?.totals;
  return (
    <div className="st-page">
      <PageHeader title={SETTINGS_TITLES.analytics}>
        What visitors and kiosks looked at, counted by this site itself. Days and hours are in your time zone (
        {browserTimeZone()}).
      </PageHeader>
      <RangePicker value={range} onChange={setRange} />
      {query.isError ? (
        <p className="st-notice st-notice--error" role="alert">
          Analytics are unavailable right now. Try again in a few minutes.
        </p>
      ) : null}
      {query.isFetching && !report ? <p role="status">Loading analytics…</p> : null}
      {report && t ? (
        <div aria-busy={query.isFetching || undefined}>
          <dl className="st-tiles">
            <div className="st-tile">
              <dt>Page views</dt>
              <dd>{t.pageViews.toLocaleString()}</dd>
            </div>
            <div className="st-tile">
              <dt>Events from kiosks</dt>
              <dd>{t.touchScreen.toLocaleString()}</dd>
            </div>
            <div className="st-tile">
              <dt>Kiosk sessions</dt>
              <dd>{t.kioskSessions.toLocaleString()}</dd>
            </div>
            <div className="st-tile">
              <dt>Average kiosk session</dt>
              <dd>{formatDuration(report.kioskSessions.averageMs)}</dd>
            </div>
            <div className="st-tile">
              <dt>Searches</dt>
              <dd>{t.searches.toLocaleString()}</dd>
            </div>
          </dl>
          {report.truncated ? (
            <p className="st-notice st-notice--warning">
              This range holds more events than one report reads; the oldest were left out.
            </p>
          ) : null}
          <AnalyticsCharts report={report} />
        </div>
      ) : null}
    </div>
  );
}
