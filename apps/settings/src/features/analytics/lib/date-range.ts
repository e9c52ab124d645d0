/** Date ranges for the analytics page: presets ending today, and checks for a range typed by hand. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const RANGE_PRESETS = [
  { id: '7', label: 'Last 7 days', days: 7 },
  { id: '30', label: 'Last 30 days', days: 30 },
  { id: '90', label: 'Last 90 days', days: 90 },
  { id: '365', label: 'Last 12 months', days: 365 },
] as const;

const DAY = 86_400_000;
/** YYYY-MM-DD of a local date. */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function presetRange(days: number, today = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { startDate: localDate(start), endDate: localDate(today) };
}

export const RANGE_ORDER_ERROR = 'The end date must be on or after the start date.';
export const RANGE_LENGTH_ERROR = 'Choose at most 366 days.';
export const RANGE_DATE_ERROR = 'Enter a date.';

/** Field → message for a range typed by hand. */
export function rangeErrors(r: DateRange): Partial<Record<keyof DateRange, string>> {
  const errors: Partial<Record<keyof DateRange, string>> = {};
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && Number.isFinite(Date.parse(d));
  if (!valid(r.startDate)) errors.startDate = RANGE_DATE_ERROR;
  if (!valid(r.endDate)) errors.endDate = RANGE_DATE_ERROR;
  if (errors.startDate || errors.endDate) return errors;
  const days = (Date.parse(r.endDate) - Date.parse(r.startDate)) / DAY + 1;
  if (days < 1) errors.endDate = RANGE_ORDER_ERROR;
  else if (days > 366) errors.endDate = RANGE_LENGTH_ERROR;
  return errors;
}

/** The browser's IANA time zone (the report counts days and hours in it). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
