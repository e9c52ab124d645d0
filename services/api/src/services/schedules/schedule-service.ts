/**
 * Scheduling a publish or unpublish (issue 29): allowed exactly as publishing the item now is (see
 * schedule-items). The time is kept to the whole second and must be ahead. A schedule can be cancelled or
 * moved to another time until it has started.
 */
import { randomUUID } from 'node:crypto';
import type {
  Schedule,
  ScheduleAction,
  ScheduleBody,
  ScheduleChangeBody,
  ScheduleHomeBody,
  ScheduleKind,
  ScheduleManyBody,
} from '@laurel/domain';
import { badRequest, notFound } from '../../plugins/app/http-errors';
import type { ScheduleDoc } from '../../plugins/app/repositories';
import type { AuthedCtx } from '../context';
import { resolveMediaFields } from '../media/media-ref-service';
import { scheduleActivity } from './schedule-activity';
import { editableItemNames, groupName, visibleSchedules } from './schedule-items';

/** The furthest ahead a schedule may be set. */
export const MAX_AHEAD_DAYS = 400;
export const SCHEDULE_IN_PAST = 'Choose a time in the future: that time has already passed.';
export const SCHEDULE_STARTED = 'This schedule has already been carried out; it cannot be cancelled.';
export const SCHEDULE_STARTED_MOVE = 'This schedule has already been carried out; it cannot be changed.';
export const ANNOUNCE_PUBLISH_ONLY = 'Only a schedule that publishes can play “Now inducted” on cast screens.';
export const ANNOUNCE_ONE_ITEM =
  'Only a schedule of one profile or one folder can play “Now inducted” on cast screens.';
export const NOTHING_TO_CHANGE = 'Say what changes: a new time (at), the action (publish or unpublish) or announce.';
export const HOME_ACTION_FIXED = 'A change to Home always goes live; only its time can change.';

export const scheduleView = (doc: ScheduleDoc): Schedule => {
  const { siteID: _s, createdAt: _c, claimedBy: _b, claimedAt: _a, ...view } = doc;
  return view;
};

/** The time as an ISO instant on the whole second, ahead of now and within MAX_AHEAD_DAYS (400 otherwise). */
export function scheduleTime(value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw badRequest('at must be a date and time such as 2026-10-10T19:30:00-05:00.');
  const at = Math.floor(t / 1000) * 1000;
  if (at <= Date.now()) throw badRequest(SCHEDULE_IN_PAST);
  if (at > Date.now() + MAX_AHEAD_DAYS * 86_400_000) throw badRequest(`Choose a time within ${MAX_AHEAD_DAYS} days.`);
  return new Date(at).toISOString();
}

async function store(
  ctx: AuthedCtx,
  fields: {
    kind: ScheduleKind;
    ids: string[];
    names: string[];
    action: ScheduleAction;
    at: string;
    announce?: boolean;
  },
  extra: Partial<ScheduleDoc> = {},
): Promise<Schedule> {
  const doc: ScheduleDoc = {
    _id: randomUUID(),
    siteID: ctx.site.siteID,
    kind: fields.kind,
    itemId: fields.ids[0],
    ...(fields.ids.length > 1 ? { itemIds: fields.ids } : {}),
    name: groupName(fields.names),
    action: fields.action,
    at: fields.at,
    by: ctx.user.email,
    state: 'pending',
    ...(fields.announce ? { announce: true } : {}),
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await ctx.app.repos.schedules.add(doc);
  ctx.app.reveals.add(doc.siteID, doc.at);
  await scheduleActivity(ctx, 'set', doc);
  return scheduleView(doc);
}

export async function createSchedule(ctx: AuthedCtx, body: ScheduleBody): Promise<Schedule> {
  const names = await editableItemNames(ctx, body.kind, [body.itemId]);
  const at = scheduleTime(body.at);
  if (body.announce && body.action !== 'publish') throw badRequest(ANNOUNCE_PUBLISH_ONLY);
  const { kind, action, announce } = body;
  return store(ctx, { kind, ids: [body.itemId], names, action, at, announce });
}

/** Profiles or folders chosen together (the selection bar, an import): one schedule, one version when done. */
export async function createManySchedule(ctx: AuthedCtx, body: ScheduleManyBody): Promise<Schedule> {
  const ids = [...new Set(body.itemIds)];
  const at = scheduleTime(body.at);
  const names = await editableItemNames(ctx, body.kind, ids);
  return store(ctx, { kind: body.kind, ids, names, action: body.action, at });
}

/** A change to Home (its settings and/or its buttons) that goes live at a time. */
export async function createHomeSchedule(ctx: AuthedCtx, body: ScheduleHomeBody): Promise<Schedule> {
  await editableItemNames(ctx, 'home', []);
  const at = scheduleTime(body.at);
  const { home, homeButtons } = body.change;
  if ((!home || Object.keys(home).length === 0) && !homeButtons)
    throw badRequest('Say what changes on Home: its settings (home) or its buttons (homeButtons).');
  const buttonIds = (homeButtons ?? []).map((b) => b.buttonId).filter(Boolean);
  if (new Set(buttonIds).size !== buttonIds.length) throw badRequest('Each home button needs its own buttonId.');
  // Their images must exist now (read only: nothing is written until the change goes live).
  for (const b of homeButtons ?? []) await resolveMediaFields(ctx, b.data, ['image']);
  const ids = [ctx.site.siteID];
  return store(ctx, { kind: 'home', ids, names: ['Home'], action: 'publish', at }, { change: body.change });
}

/** What is scheduled in the site and not done yet, soonest first (only what the user may change). */
export async function listSchedules(ctx: AuthedCtx): Promise<Schedule[]> {
  const docs = await ctx.app.repos.schedules.pendingOfSite(ctx.site.siteID);
  return (await visibleSchedules(ctx, docs)).map(scheduleView);
}

async function ownSchedule(ctx: AuthedCtx, scheduleId: string): Promise<ScheduleDoc> {
  const doc = await ctx.app.repos.schedules.byIdInSite(ctx.site.siteID, scheduleId);
  if (!doc) throw notFound(`Schedule ${scheduleId} not found.`);
  await editableItemNames(ctx, doc.kind, doc.itemIds ?? [doc.itemId], true);
  return doc;
}

export async function cancelSchedule(ctx: AuthedCtx, scheduleId: string): Promise<void> {
  const doc = await ownSchedule(ctx, scheduleId);
  if (!(await ctx.app.repos.schedules.cancel(ctx.site.siteID, scheduleId))) throw badRequest(SCHEDULE_STARTED);
  await scheduleActivity(ctx, 'cancelled', doc);
}

/**
 * Changes a pending schedule: another time (the same rules as setting it) and/or what it does (publish ↔
 * unpublish, "Now inducted" for a publish). Turning a publish into an unpublish drops its "Now inducted".
 */
export async function changeSchedule(ctx: AuthedCtx, scheduleId: string, body: ScheduleChangeBody): Promise<Schedule> {
  if (body.at === undefined && body.action === undefined && body.announce === undefined)
    throw badRequest(NOTHING_TO_CHANGE);
  const doc = await ownSchedule(ctx, scheduleId);
  if (doc.state !== 'pending') throw badRequest(SCHEDULE_STARTED_MOVE);
  const at = body.at === undefined ? doc.at : scheduleTime(body.at);
  const action = body.action ?? doc.action;
  if (doc.kind === 'home' && (action !== 'publish' || body.announce)) throw badRequest(HOME_ACTION_FIXED);
  if (body.announce && action !== 'publish') throw badRequest(ANNOUNCE_PUBLISH_ONLY);
  if (body.announce && doc.itemIds) throw badRequest(ANNOUNCE_ONE_ITEM);
  const announce = action === 'publish' && (body.announce ?? !!doc.announce);
  if (at === doc.at && action === doc.action && announce === !!doc.announce) return scheduleView(doc);
  const changed = await ctx.app.repos.schedules.change(ctx.site.siteID, scheduleId, { at, action, announce });
  if (!changed) throw badRequest(SCHEDULE_STARTED_MOVE);
  ctx.app.reveals.add(changed.siteID, changed.at);
  await scheduleActivity(ctx, 'changed', changed, doc);
  return scheduleView(changed);
}
