/**
 * Activity lines for schedules (issue 29): setting, changing and cancelling one is a line of the activity log
 * (kind `schedule`) naming the item, what will happen and when in the site's time zone; what the schedule does
 * when its time comes is a version of its items ("Published … as scheduled by …", see carry-out).
 */
import { formatScheduleWhen, siteTimeZone, type Schedule } from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { actorOfCtx, recordActivity } from '../versions/record-version';

type Shown = Pick<Schedule, 'kind' | 'itemId' | 'itemIds' | 'name' | 'action' | 'at' | 'announce'>;

/** "goes live Sat 10 Oct, 7:30 pm (Europe/London) with “Now inducted”". */
export function scheduleWhat(ctx: AuthedCtx, s: Shown): string {
  const zone = siteTimeZone(ctx.site, 'UTC');
  const verb = s.kind === 'home' || s.action === 'publish' ? 'goes live' : 'goes offline';
  return `${verb} ${formatScheduleWhen(s.at, zone)} (${zone})${s.announce ? ' with “Now inducted”' : ''}`;
}

/** The folders a schedule concerns (for the log's folder filter). */
async function foldersOf(ctx: AuthedCtx, s: Shown): Promise<string[]> {
  const ids = s.itemIds ?? [s.itemId];
  if (s.kind === 'category') return ids;
  if (s.kind === 'home') return [];
  const entries = await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, ids);
  return [...new Set(entries.map((e) => e.categoryID))];
}

export async function scheduleActivity(
  ctx: AuthedCtx,
  event: 'set' | 'changed' | 'cancelled',
  s: Shown,
  before?: Shown,
): Promise<void> {
  const name = s.kind === 'home' ? 'a change to Home' : s.name;
  const summary =
    event === 'set'
      ? `Scheduled ${name}: ${scheduleWhat(ctx, s)}`
      : event === 'cancelled'
        ? `Cancelled the schedule of ${name} (${scheduleWhat(ctx, s)})`
        : `Changed the schedule of ${name}: ${scheduleWhat(ctx, s)}${before ? `, was ${scheduleWhat(ctx, before)}` : ''}`;
  await recordActivity(actorOfCtx(ctx), 'schedule', summary, await foldersOf(ctx, s));
}
