import { formatScheduleWhen, scheduleLabelIn, zonedWallToIso, type Schedule } from '@laurel/domain';

/** The viewer's own time zone (used until an admin sets the site's). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Sat 10 Oct, 7:30 pm" in `timeZone` (the site's; the viewer's when not given). */
export const scheduleWhen = (iso: string, timeZone?: string): string =>
  formatScheduleWhen(iso, timeZone ?? browserTimeZone());

/** "Goes live Sat 10 Oct, 7:30 pm" or "Goes offline …". */
export const scheduleLabel = (s: Pick<Schedule, 'action' | 'at'>, timeZone?: string): string =>
  scheduleLabelIn(s, timeZone ?? browserTimeZone());

/**
 * A `datetime-local` value (a wall-clock time, no zone) as an ISO instant, read in `timeZone` (the site's) or
 * the viewer's zone when not given; null when empty or unreadable.
 */
export function localInputToIso(value: string, timeZone?: string): string | null {
  if (!value) return null;
  if (timeZone) return zonedWallToIso(value, timeZone);
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
