/**
 * Calendar by URL: fetches an iCalendar feed through the API's one outbound fetch (time- and size-limited,
 * internal addresses refused: services/outbound/guarded-fetch.ts),
 * parses it with node-ical and returns its events in start order; recurring events are expanded from 30 days
 * ago to a year ahead. A feed is cached for 5 minutes; when it cannot be read (down, an error page, not
 * iCalendar) the last good copy is served, marked stale, so a Home calendar keeps its events.
 * Visitors may only read calendars the site links to (its calendar link or a Calendar home button), so
 * the endpoint cannot be used to make the server fetch arbitrary URLs; editors of the site may preview any.
 * A site-relative link to the site's own media (/api/v1/media/{siteId}/x.ics) is read from disk.
 */
import ical, { type VEvent } from 'node-ical';
import type { FastifyInstance } from 'fastify';
import { canEditSite, upcoming, type CalendarEvent, type CalendarReply } from '@laurel/domain';
import type { SiteDoc, StoredUser } from '../../plugins/app/repositories';
import { badRequest, forbidden, HttpError } from '../../plugins/app/http-errors';
import { guardedFetch, OutboundError } from './guarded-fetch';

const FETCH_TIMEOUT_MS = 8000;
const MAX_BYTES = 2 * 1024 * 1024;
const CACHE_MS = 5 * 60_000;
const MAX_EVENTS = 500;
const DAY = 86_400_000;
const MAX_LAST_GOOD = 500;
interface Copy {
  /** When the copy was read (drives the 5-minute cache). */
  at: number;
  fetchedAt: string;
  events: CalendarEvent[];
}
/** The last copy read successfully per site and URL, in insertion order (oldest dropped beyond MAX_LAST_GOOD). */
const lastGood = new Map<string, Copy>();

export function linkedCalendars(site: SiteDoc): string[] {
  const fromButtons = (site.homeButtons ?? [])
    .filter((b) => b.type === 'Calendar' && b.data?.url)
    .map((b) => b.data.url as string);
  return [site.home?.calendarLink, ...fromButtons].filter((u): u is string => !!u && u.trim() !== '');
}

async function download(app: FastifyInstance, site: SiteDoc, url: string): Promise<string> {
  const local = /^\/api\/v1\/media\/([^/]+)\/([^/?#]+\.ics)$/.exec(url);
  if (local) {
    const files = app.repos.mediaFiles;
    if (local[1] !== site.siteID || (await files.size(local[1], local[2])) === null)
      throw new HttpError(502, 'Could not load the calendar: file not found.');
    const chunks: Buffer[] = [];
    for await (const chunk of await files.open(local[1], local[2])) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    const response = await guardedFetch(url, {
      headers: { accept: 'text/calendar, */*' },
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_BYTES,
      policy: { allow: app.config.outboundAllow },
    });
    if (!response.ok) throw new HttpError(502, `Could not load the calendar: the server answered ${response.status}.`);
    return response.text;
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    if (err.reason === 'too-large') throw new HttpError(502, 'The calendar is too large to read.');
    throw new HttpError(502, `Could not load the calendar: ${err.message}.`);
  }
}

function toEvents(text: string): CalendarEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(text))
    throw new HttpError(502, 'Could not load the calendar: the address does not serve an iCalendar (.ics) file.');
  const parsed = ical.sync.parseICS(text);
  const from = new Date(Date.now() - 30 * DAY);
  const to = new Date(Date.now() + 365 * DAY);
  const events: CalendarEvent[] = [];
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT') continue;
    const ev = item as VEvent;
    const base = { uid: String(ev.uid ?? ''), summary: String(ev.summary ?? ''), location: String(ev.location ?? '') };
    if (ev.rrule) {
      for (const instance of ical.expandRecurringEvent(ev, { from, to }).slice(0, 100)) {
        events.push({
          ...base,
          start: instance.start.toISOString(),
          end: instance.end ? instance.end.toISOString() : null,
        });
      }
    } else if (ev.start) {
      events.push({
        ...base,
        start: new Date(ev.start).toISOString(),
        end: ev.end ? new Date(ev.end).toISOString() : null,
      });
    }
  }
  return events.sort((a, b) => a.start.localeCompare(b.start)).slice(0, MAX_EVENTS);
}

/** The feed's events; with `upcoming`, only the next that many that have not ended (domain `upcoming`). */
export async function calendarEvents(
  app: FastifyInstance,
  site: SiteDoc,
  user: StoredUser | null,
  url: string,
  options: { upcoming?: number } = {},
): Promise<CalendarReply> {
  const reply = await readCalendar(app, site, user, url);
  if (options.upcoming === undefined) return reply;
  return { ...reply, events: upcoming(reply.events, new Date(), options.upcoming) };
}

async function readCalendar(
  app: FastifyInstance,
  site: SiteDoc,
  user: StoredUser | null,
  url: string,
): Promise<CalendarReply> {
  const local = url.startsWith('/api/v1/media/');
  if (!local) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw badRequest(`"${url}" is not a valid calendar URL.`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw badRequest('The calendar URL must start with http:// or https://.');
  }
  if (!linkedCalendars(site).includes(url) && !canEditSite(user, site)) throw forbidden();
  const key = `${site.siteID} ${url}`;
  const hit = lastGood.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return { events: hit.events, fetchedAt: hit.fetchedAt, stale: false };
  let events: CalendarEvent[];
  try {
    events = toEvents(await download(app, site, url));
  } catch (err) {
    if (!hit || !(err instanceof HttpError) || err.statusCode !== 502) throw err;
    app.log.warn({ url, reason: err.message }, 'Calendar feed unreadable; serving the last good copy');
    return { events: hit.events, fetchedAt: hit.fetchedAt, stale: true };
  }
  lastGood.delete(key);
  const copy = { at: Date.now(), fetchedAt: new Date().toISOString(), events };
  lastGood.set(key, copy);
  if (lastGood.size > MAX_LAST_GOOD) lastGood.delete(lastGood.keys().next().value!);
  return { events, fetchedAt: copy.fetchedAt, stale: false };
}

/** Forgets cached calendars and last good copies (tests). */
export const clearCalendarCache = () => lastGood.clear();

/** Makes every cached copy older than the 5-minute cache (tests: the next read goes to the feed). */
export const expireCalendarCache = () => {
  for (const copy of lastGood.values()) copy.at -= CACHE_MS;
};
