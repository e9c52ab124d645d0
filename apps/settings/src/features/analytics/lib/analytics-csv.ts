import Papa from 'papaparse';
import type { AnalyticsFigures } from '@laurel/domain';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const weekdayName = (isoWeekday: number) => WEEKDAYS[isoWeekday - 1] ?? String(isoWeekday);
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export type AnalyticsTable = 'days' | 'hours' | 'weekdays' | 'folders' | 'profiles' | 'searches' | 'sessions';

/** The rows of one part of the report, first row the headings. */
export function analyticsRows(report: AnalyticsFigures, table: AnalyticsTable): (string | number)[][] {
  switch (table) {
    case 'days':
      return [['Date', 'Page views', 'All events'], ...report.byDay.map((d) => [d.date, d.pageViews, d.count])];
    case 'hours':
      return [['Hour', 'Page views'], ...report.byHour.map((h) => [hourLabel(h.hour), h.count])];
    case 'weekdays':
      return [['Day', 'Page views'], ...report.byWeekday.map((d) => [weekdayName(d.weekday), d.count])];
    case 'folders':
      return [['Folder', 'Views'], ...report.topCategories.map((c) => [c.name, c.count])];
    case 'profiles':
      return [['Profile', 'Views'], ...report.topEntries.map((e) => [e.name, e.count])];
    case 'searches':
      return [['Search', 'Times'], ...report.topSearches.map((s) => [s.term, s.count])];
    case 'sessions':
      return [['Session length', 'Kiosk sessions'], ...report.kioskSessions.byLength.map((b) => [b.label, b.count])];
  }
}

/** CSV text (RFC 4180, via Papa Parse) of one part of the report; cells that start like a formula are escaped. */
export const analyticsCsv = (report: AnalyticsFigures, table: AnalyticsTable): string =>
  Papa.unparse(analyticsRows(report, table), { escapeFormulae: true });

/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
