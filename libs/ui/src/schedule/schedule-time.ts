/**
 * The one place a schedule's time is read and written for people (issue 29): every entry point (an item, the
 * selection bar, the importer, Home, the list of everything scheduled) formats and parses through here. Times
 * are in the site's time zone when it has one (`timeZone`), else the viewer's; the rules (daylight-saving gaps
 * and repeats) are libs/domain's site-time.
 */
import { formatScheduleWhen, isoToZonedWall, scheduleLabelIn, zonedWallToIso } from '@laurel/domain';

/** The viewer's own time zone (used until an admin sets the site's). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Sat 10 Oct, 7:30 pm" in `timeZone` (the site's; the viewer's when not given). */
export const scheduleWhen = (iso: string, timeZone?: string): string =>
  formatScheduleWhen(iso, timeZone || browserTimeZone());

/** "Goes live Sat 10 Oct, 7:30 pm" or "Goes offline …". */
export const scheduleLabel = (s: { action: 'publish' | 'unpublish'; at: string }, timeZone?: string): string =>
  scheduleLabelIn(s, timeZone || browserTimeZone());

/** A `datetime-local` value (a wall-clock time, no zone) as an ISO instant in `timeZone`; null when unreadable. */
export function localInputToIso(value: string, timeZone?: string): string | null {
  if (!value) return null;
  if (timeZone) return zonedWallToIso(value, timeZone);
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** An ISO instant as a `datetime-local` value in `timeZone` (the viewer's when not given); '' when unreadable. */
export const isoToLocalInput = (iso: string, timeZone?: string): string =>
  Number.isNaN(Date.parse(iso)) ? '' : isoToZonedWall(iso, timeZone || browserTimeZone());

/** Where the picker's times are: said under it. */
export const scheduleZoneHint = (timeZone?: string): string =>
  timeZone ? `In the site’s time zone (${timeZone}).` : `In your computer’s time zone (${browserTimeZone()}).`;
