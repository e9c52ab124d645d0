import type { CalendarEvent } from '@laurel/api-client';

/** Events that have not ended yet, soonest first. */
export function upcoming(events: readonly CalendarEvent[], now = new Date(), limit = 5): CalendarEvent[] {
  return events
    .filter((e) => new Date(e.end || e.start).getTime() >= now.getTime())
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
    .slice(0, limit);
}
