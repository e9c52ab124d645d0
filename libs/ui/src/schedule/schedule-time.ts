/**
 * The one place a schedule's time is read and written for people (issue 29): every entry point (an item, the
 * selection bar, the importer, Home, the list of everything scheduled) formats and parses through here. Times
 * are in the viewer's zone for now; the site's time zone goes in here (the optional `timeZone`) and nowhere else.
 */

/** "Sat 10 Oct, 7:30 pm". */
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
export const scheduleLabel = (s: { action: 'publish' | 'unpublish'; at: string }, timeZone?: string): string =>
  `${s.action === 'publish' ? 'Goes live' : 'Goes offline'} ${scheduleWhen(s.at, timeZone)}`;

/** A `datetime-local` value (local time, no zone) as an ISO instant; null when empty or unreadable. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in local time (to change an existing schedule). */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** Where the picker's times are: said under it. */
export const SCHEDULE_ZONE_HINT = 'In your computer’s time zone.';
