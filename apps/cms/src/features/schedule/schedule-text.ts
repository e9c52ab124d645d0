import type { Schedule } from '@laurel/domain';

/** "Sat 10 Oct, 7:30 pm" in the viewer's time zone. */
export function scheduleWhen(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(
    d,
  );
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .format(d)
    .toLowerCase();
  return `${day.replace(/,/g, '')}, ${time}`;
}

/** "Goes live Sat 10 Oct, 7:30 pm" or "Goes offline …". */
export const scheduleLabel = (s: Pick<Schedule, 'action' | 'at'>, timeZone?: string): string =>
  `${s.action === 'publish' ? 'Goes live' : 'Goes offline'} ${scheduleWhen(s.at, timeZone)}`;

/** A `datetime-local` value (local time, no zone) as an ISO instant; null when empty or unreadable. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
