import type { APIRequestContext } from './fixtures';
import { adminToken, authHeaders, SITE } from './cms-helpers';
import { createFolder } from './public-helpers';

/** Shared by the schedule journeys (cms-schedule-*.spec.ts, reveal-ceremony.spec.ts). */

/**
 * A schedule journey's opening: the admin's token, a stamp that keeps this run's names apart, and a folder of
 * its own named `${label} ${stamp}` (deleted by the journey).
 */
export async function scheduleJourneyFolder(
  request: APIRequestContext,
  label: string,
): Promise<{ token: string; stamp: number; folderId: string }> {
  const token = await adminToken(request);
  const stamp = Date.now();
  const folderId = await createFolder(request, token, { categoryName: `${label} ${stamp}` });
  return { token, stamp, folderId };
}

/** The site's time zone as the journey found it; `restore()` puts it back (a journey that sets its own). */
export async function keepSiteZone(
  request: APIRequestContext,
  token: string,
): Promise<{ restore: () => Promise<void> }> {
  const api = `/api/v1/sites/${SITE}`;
  const before = (await (await request.get(`${api}/styling`)).json()) as { timeZone?: string };
  return {
    restore: async () => {
      await request.patch(api, { headers: authHeaders(token), data: { timeZone: before.timeZone ?? '' } });
    },
  };
}

/** The wall-clock time in `zone` of instant `t`, as a `datetime-local` input takes it. */
export function wallIn(zone: string, t: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
