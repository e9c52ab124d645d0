/**
 * The site as visitors will see it at a time (issue 29): every pending schedule due by then applied in the order
 * they happen, to a copy in memory; nothing is written. For editors only, and only the folders they may edit
 * (a limited editor previews their folders); Home for everyone who may see the list.
 */
import {
  applyDueSchedules,
  type Entry,
  type HomeSettings,
  type PreviewChange,
  type PreviewFolder,
  type SchedulePreviewReply,
} from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { mayEditCategory, siteCategories } from '../categories/category-access';
import type { AuthedCtx } from '../context';
import { entryName } from '../versions/record-version';
import { visibleSchedules } from './schedule-items';

const change = (now: boolean, then: boolean): PreviewChange | undefined =>
  now === then ? undefined : then ? 'appears' : 'disappears';

export async function previewAt(ctx: AuthedCtx, when: string): Promise<SchedulePreviewReply> {
  const t = Date.parse(when);
  if (Number.isNaN(t)) throw badRequest('at must be a date and time such as 2026-10-10T19:30:00-05:00.');
  const at = new Date(t).toISOString();
  const map = await siteCategories(ctx);
  const entries = await ctx.app.repos.entries.namesOfSite(ctx.site.siteID);
  const due = await visibleSchedules(ctx, await ctx.app.repos.schedules.pendingUntil(ctx.site.siteID, at));

  const folderLive = new Map([...map.values()].map((c) => [c._id, c.isLive]));
  const entryLive = new Map(entries.map((e) => [e._id, e.isLive]));
  const byFolder = new Map<string, string[]>();
  for (const e of entries) byFolder.set(e.categoryID, [...(byFolder.get(e.categoryID) ?? []), e._id]);
  let home: Partial<HomeSettings> = {};
  let buttons = ctx.site.homeButtons.map((b) => b.label);
  for (const s of due) {
    if (s.kind !== 'home') continue;
    home = { ...home, ...s.change?.home };
    if (s.change?.homeButtons) buttons = s.change.homeButtons.map((b) => b.label);
  }
  applyDueSchedules({ folders: folderLive, entries: entryLive, profilesOf: (id) => byFolder.get(id) ?? [] }, due);

  // A folder is seen when it and every folder above it are published.
  const visible = (id: string, flags: Map<string, boolean>): boolean => {
    for (let c = map.get(id); c; c = c.parentCategoryID ? map.get(c.parentCategoryID) : undefined)
      if (!flags.get(c._id)) return false;
    return true;
  };
  const nowFlags = new Map([...map.values()].map((c) => [c._id, c.isLive]));
  const named = new Map(entries.map((e) => [e._id, e]));
  const folders: PreviewFolder[] = [];
  for (const c of map.values()) {
    if (!mayEditCategory(ctx, map, c._id)) continue;
    const nowSeen = visible(c._id, nowFlags);
    const thenSeen = visible(c._id, folderLive);
    const order = [...new Set([...c.entries, ...(byFolder.get(c._id) ?? [])])].filter((id) => named.has(id));
    const profiles = order.flatMap((id) => {
      const was = nowSeen && !!named.get(id)!.isLive;
      const will = thenSeen && !!entryLive.get(id);
      if (!was && !will) return [];
      return [{ _id: id, name: entryName(named.get(id) as Entry) || 'Untitled profile', ...opt(change(was, will)) }];
    });
    folders.push({
      _id: c._id,
      name: c.categoryName,
      parentId: c.parentCategoryID ?? null,
      isLive: thenSeen,
      ...opt(change(nowSeen, thenSeen)),
      profiles,
    });
  }
  const current = ctx.site.home;
  return {
    at,
    applied: due.length,
    home: {
      layout: home.layout ?? current.layout,
      title: home.title ?? current.title,
      buttons,
      changed: due.some((s) => s.kind === 'home'),
    },
    folders,
  };
}

const opt = (c: PreviewChange | undefined) => (c ? { change: c } : {});
