/**
 * Scheduling a publish or unpublish (issue 29): allowed exactly as publishing the item now is (its folder's
 * editors; a limited editor only in their folders). The time is kept to the whole second and must be ahead.
 */
import { randomUUID } from 'node:crypto';
import type { Category, Entry, Schedule, ScheduleBody } from '@laurel/domain';
import { badRequest, notFound } from '../../plugins/app/http-errors';
import type { ScheduleDoc } from '../../plugins/app/repositories';
import { siteCategories, mayEditCategory } from '../categories/category-access';
import type { AuthedCtx } from '../context';
import { editableItem } from '../versions/version-service';
import { entryName } from '../versions/record-version';

/** The furthest ahead a schedule may be set. */
export const MAX_AHEAD_DAYS = 400;
export const SCHEDULE_IN_PAST = 'Choose a time in the future: that time has already passed.';

export const scheduleView = (doc: ScheduleDoc): Schedule => {
  const { siteID: _s, createdAt: _c, claimedBy: _b, claimedAt: _a, ...view } = doc;
  return view;
};

export async function createSchedule(ctx: AuthedCtx, body: ScheduleBody): Promise<Schedule> {
  const item = await editableItem(ctx, body.kind, body.itemId);
  const t = Date.parse(body.at);
  if (Number.isNaN(t)) throw badRequest('at must be a date and time such as 2026-10-10T19:30:00-05:00.');
  const at = new Date(Math.floor(t / 1000) * 1000);
  if (at.getTime() <= Date.now()) throw badRequest(SCHEDULE_IN_PAST);
  if (at.getTime() > Date.now() + MAX_AHEAD_DAYS * 86_400_000)
    throw badRequest(`Choose a time within ${MAX_AHEAD_DAYS} days.`);
  const name = body.kind === 'entry' ? entryName(item as Entry) : (item as Category).categoryName;
  const doc: ScheduleDoc = {
    _id: randomUUID(),
    siteID: ctx.site.siteID,
    kind: body.kind,
    itemId: body.itemId,
    name,
    action: body.action,
    at: at.toISOString(),
    by: ctx.user.email,
    state: 'pending',
    createdAt: new Date().toISOString(),
  };
  await ctx.app.repos.schedules.add(doc);
  return scheduleView(doc);
}

/** What is scheduled in the site and not done yet, soonest first (only items the user may edit). */
export async function listSchedules(ctx: AuthedCtx): Promise<Schedule[]> {
  const docs = await ctx.app.repos.schedules.pendingOfSite(ctx.site.siteID);
  const map = await siteCategories(ctx);
  const entryFolders = new Map(
    (
      await ctx.app.repos.entries.byIdsInSite(
        ctx.site.siteID,
        docs.filter((d) => d.kind === 'entry').map((d) => d.itemId),
      )
    ).map((e) => [e._id, e.categoryID]),
  );
  return docs
    .filter((d) => {
      const folder = d.kind === 'category' ? d.itemId : entryFolders.get(d.itemId);
      return !!folder && map.has(folder) && mayEditCategory(ctx, map, folder);
    })
    .map(scheduleView);
}

export async function cancelSchedule(ctx: AuthedCtx, scheduleId: string): Promise<void> {
  const doc = await ctx.app.repos.schedules.byIdInSite(ctx.site.siteID, scheduleId);
  if (!doc) throw notFound(`Schedule ${scheduleId} not found.`);
  await editableItem(ctx, doc.kind, doc.itemId);
  if (!(await ctx.app.repos.schedules.cancel(ctx.site.siteID, scheduleId)))
    throw badRequest('This schedule has already been carried out; it cannot be cancelled.');
}
