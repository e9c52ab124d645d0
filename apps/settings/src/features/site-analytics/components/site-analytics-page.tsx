import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  settingsPath,
  SITE_ANALYTICS_RANGES,
  type SiteAnalytics,
  type SiteAnalyticsRange,
  SETTINGS_TITLES,
} from '@laurel/domain';
import { PageHeader } from '../../../components/page-header';
import { useSettingsSite } from '../../../lib/use-settings-site';
import { apiErrorMessage } from '../../../lib/api-error';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { BarSeries, LineSeries } from '../../../components/charts/simple-charts';
import '../../../components/charts/chart-setup';
import { useSettingsGetSiteAnalyticsQuery } from '../api/site-analytics-endpoints';

const RANGE_LABELS: Record<SiteAnalyticsRange, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

function Figures({ a }: { a: SiteAnalytics }) {
  const rows = (head: string[], list: [string, number][]) => [head, ...list];
  return (
    <>
      <dl className="st-tiles">
        <div className="st-tile">
          <dt>Sessions</dt>
          <dd>{a.sessions.toLocaleString()}</dd>
        </div>
        <div className="st-tile">
          <dt>Page views</dt>
          <dd>{a.views.toLocaleString()}</dd>
        </div>
        <div className="st-tile">
          <dt>Errors</dt>
          <dd>{a.errors.toLocaleString()}</dd>
        </div>
        <div className="st-tile">
          <dt>Page shown in (median)</dt>
          <dd>{seconds(a.loadingTime.p50)}</dd>
        </div>
        <div className="st-tile">
          <dt>Page shown in (75th percentile)</dt>
          <dd>{seconds(a.loadingTime.p75)}</dd>
        </div>
      </dl>
      <div className="st-analytics">
        <div className="st-analytics__wide">
          <ChartFigure
            title="Page views per day"
            summary={`${a.views} page views.`}
            rows={rows(
              ['Date', 'Views'],
              a.byDay.map((d) => [d.date, d.views]),
            )}
          >
            {(label) => (
              <LineSeries
                label={label}
                labels={a.byDay.map((d) => d.date)}
                values={a.byDay.map((d) => d.views)}
                unit="Views"
              />
            )}
          </ChartFigure>
        </div>
        <ChartFigure
          title="Most viewed pages"
          summary={a.topPages[0] ? `Most viewed: ${a.topPages[0].path}.` : 'No views.'}
          rows={rows(
            ['Page', 'Views'],
            a.topPages.map((p) => [p.path, p.views]),
          )}
        >
          {(label) => (
            <BarSeries
              horizontal
              label={label}
              labels={a.topPages.map((p) => p.path)}
              values={a.topPages.map((p) => p.views)}
              unit="Views"
            />
          )}
        </ChartFigure>
        <ChartFigure
          title="Devices"
          summary={a.devices.map((d) => `${d.device}: ${d.sessions}`).join(', ') || 'No sessions.'}
          rows={rows(
            ['Device', 'Sessions'],
            a.devices.map((d) => [d.device, d.sessions]),
          )}
        >
          {(label) => (
            <BarSeries
              horizontal
              label={label}
              labels={a.devices.map((d) => d.device)}
              values={a.devices.map((d) => d.sessions)}
              unit="Sessions"
            />
          )}
        </ChartFigure>
        <ChartFigure
          title="Browsers"
          summary={a.browsers.map((b) => `${b.browser}: ${b.sessions}`).join(', ') || 'No sessions.'}
          rows={rows(
            ['Browser', 'Sessions'],
            a.browsers.map((b) => [b.browser, b.sessions]),
          )}
        >
          {(label) => (
            <BarSeries
              horizontal
              label={label}
              labels={a.browsers.map((b) => b.browser)}
              values={a.browsers.map((b) => b.sessions)}
              unit="Sessions"
            />
          )}
        </ChartFigure>
      </div>
    </>
  );
}

/** `/settings/{siteId}/site-analytics`: real-user monitoring figures, read by the API from Datadog. */
export default function SiteAnalyticsPage() {
  const { siteId } = useSettingsSite();
  const [range, setRange] = useState<SiteAnalyticsRange>('7d');
  const query = useSettingsGetSiteAnalyticsQuery({ siteId, range }, { skip: !siteId });
  useEffect(() => {
    if (query.isError) console.error('Failed to fetch site analytics', query.error);
  }, [query.isError, query.error]);
  const reply = query.data;
  return (
    <div className="st-page">
      <PageHeader title={SETTINGS_TITLES['site-analytics']}>
        How fast and how often the site is used on visitors’ phones, computers and kiosks, from the monitoring service.
      </PageHeader>
      <div className="st-range__presets" role="group" aria-label="Range">
        {SITE_ANALYTICS_RANGES.map((r) => (
          <button key={r} type="button" className="st-chip" aria-pressed={r === range} onClick={() => setRange(r)}>
            {RANGE_LABELS[r]}
          </button>
        ))}
      </div>
      {query.isLoading ? <p role="status">Loading site analytics…</p> : null}
      {query.isError ? (
        <p className="st-notice st-notice--error" role="alert">
          Site analytics are unavailable right now: {apiErrorMessage(query.error)}
        </p>
      ) : null}
      {reply && !reply.configured ? (
        <div className="st-notice st-notice--info" role="status">
          <p className="st-notice__title">Site analytics are not switched on</p>
          <p>
            Visitor figures are not switched on for this site yet. Ask whoever runs your Laurel service to connect site
            analytics.
          </p>
          <p>
            The <Link to={settingsPath(siteId, 'analytics')}>Analytics</Link> page works without it: it shows the
            visits, searches and kiosk sessions this site counts itself.
          </p>
          {/* The technical part is for the person who runs the service, not for the school. */}
          <details className="st-disclosure">
            <summary>For your operator</summary>
            <p>{reply.message}</p>
          </details>
        </div>
      ) : null}
      {reply?.analytics && !query.isError ? <Figures a={reply.analytics} /> : null}
    </div>
  );
}
