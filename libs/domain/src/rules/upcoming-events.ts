import type { CalendarEvent } from '../schemas';

/**
 * Events that have not ended yet, soonest first, at most `limit`. The API answers `?upcoming=N` with these
 * (Home's calendar asks for the few it shows: issue 26, phones) and the page keeps to them as time passes.
 */
export function upcoming<E extends CalendarEvent>(events: readonly E[], now = new Date(), limit = 5): E[] {
  return events
    .filter((e) => new Date(e.end || e.start).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
    .slice(0, limit);
}
