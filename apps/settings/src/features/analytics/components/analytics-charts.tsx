import type { ReactNode } from 'react';
import type { AnalyticsFigures } from '@laurel/domain';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { BarSeries, LineSeries } from '../../../components/charts/simple-charts';
import {
  analyticsCsv,
  analyticsRows,
  downloadText,
  hourLabel,
  weekdayName,
  type AnalyticsTable,
} from '../lib/analytics-csv';
import '../../../components/charts/chart-setup';

function CsvButton({ report, table, label }: { report: AnalyticsFigures; table: AnalyticsTable; label: string }) {
  const file = `analytics-${table}-${report.byDay[0]?.date ?? ''}-to-${report.byDay[report.byDay.length - 1]?.date ?? ''}.csv`;
  return (
    <button
      type="button"
      className="st-button st-button--small"
      onClick={() => downloadText(file, analyticsCsv(report, table))}
    >
      CSV<span className="st-visually-hidden"> of {label}</span>
    </button>
  );
}

const busiest = <T extends { count: number }>(rows: T[]) =>
  rows.reduce<T | null>((a, b) => (!a || b.count > a.count ? b : a), null);

/** Page views per day, busiest hours and days, kiosk session lengths, and the top lists. */
export function AnalyticsCharts({ report }: { report: AnalyticsFigures }) {
  const hour = busiest(report.byHour);
  const day = busiest(report.byWeekday);
  const figure = (table: AnalyticsTable, title: string, summary: string, chart: (label: string) => ReactNode) => (
    <ChartFigure
      title={title}
      summary={summary}
      rows={analyticsRows(report, table)}
      actions={<CsvButton report={report} table={table} label={title} />}
    >
      {chart}
    </ChartFigure>
  );
  const topList = (
    table: 'folders' | 'profiles' | 'searches',
    title: string,
    rows: { label: string; count: number }[],
    empty: string,
  ) => (
    <section className="st-top-list" aria-labelledby={`st-top-${table}`}>
      <div className="st-chart__head">
        <h3 className="st-chart__title" id={`st-top-${table}`}>
          {title}
        </h3>
        <CsvButton report={report} table={table} label={title} />
      </div>
      {rows.length === 0 ? (
        <p className="st-field__hint">{empty}</p>
      ) : (
        <ol className="st-top-list__items">
          {rows.map((r) => (
            <li key={r.label}>
              <span>{r.label}</span>
              <span className="st-top-list__count">{r.count.toLocaleString()}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <div className="st-analytics">
      <div className="st-analytics__wide">
        {figure(
          'days',
          'Page views per day',
          `${report.totals.pageViews} page views from ${report.byDay[0]?.date} to ${report.byDay[report.byDay.length - 1]?.date}.`,
          (label) => (
            <LineSeries
              label={label}
              labels={report.byDay.map((d) => d.date)}
              values={report.byDay.map((d) => d.pageViews)}
              unit="Page views"
            />
          ),
        )}
      </div>
      {figure(
        'hours',
        'Busiest hours',
        hour && hour.count ? `Busiest at ${hourLabel(hour.hour)} with ${hour.count} page views.` : 'No page views.',
        (label) => (
          <BarSeries
            label={label}
            labels={report.byHour.map((h) => hourLabel(h.hour))}
            values={report.byHour.map((h) => h.count)}
            unit="Page views"
          />
        ),
      )}
      {figure(
        'weekdays',
        'Busiest days',
        day && day.count ? `Busiest on ${weekdayName(day.weekday)} with ${day.count} page views.` : 'No page views.',
        (label) => (
          <BarSeries
            label={label}
            labels={report.byWeekday.map((d) => weekdayName(d.weekday).slice(0, 3))}
            values={report.byWeekday.map((d) => d.count)}
            unit="Page views"
          />
        ),
      )}
      {figure('sessions', 'Kiosk sessions by length', `${report.kioskSessions.count} kiosk sessions.`, (label) => (
        <BarSeries
          label={label}
          labels={report.kioskSessions.byLength.map((b) => b.label)}
          values={report.kioskSessions.byLength.map((b) => b.count)}
          unit="Sessions"
        />
      ))}
      {topList(
        'folders',
        'Most viewed folders',
        report.topCategories.map((c) => ({ label: c.name, count: c.count })),
        'No folder was viewed.',
      )}
      {topList(
        'profiles',
        'Most viewed profiles',
        report.topEntries.map((e) => ({ label: e.name, count: e.count })),
        'No profile was viewed.',
      )}
      {topList(
        'searches',
        'Top searches',
        report.topSearches.map((s) => ({ label: s.term, count: s.count })),
        'Nobody searched.',
      )}
    </div>
  );
}
