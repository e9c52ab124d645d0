/**
 * The public view as it will be at a time (issue 29, "preview the site at this time"): the site's folders,
 * profiles and Home read fresh, every pending schedule due by then applied to copies in the order they happen
 * (libs/domain's `applyDueSchedules`, the rules `carryOut` writes by; Home changes merged as `patchSite` and
 * `saveHomeButtons` would), and the public reads answered from that. Nothing is written and nothing is kept:
 * not the shared site-content cache, not the public view, not the server render. Editors of the site only
 * (`canEditSite`, the role that already reads every draft with `?cms=1`); every schedule applies, whoever
 * made it, because the preview shows what visitors will see.
 */
import { applyDueSchedules, buildCategoryIndex, canEditSite } from '@laurel/domain';
import { forbidden, unauthorized } from '../../plugins/app/http-errors';
import type { ScheduleDoc, SiteDoc } from '../../plugins/app/repositories';
import type { TimeView } from './time-view-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readView, type Ctx } from '../context';
import { homeButtonsFrom } from '../sites/site-service';

/** Home as the changes due by then leave it (settings merged field by field, the button list replaced). */
async function homeAt(ctx: Ctx, due: readonly ScheduleDoc[]): Promise<SiteDoc> {
  let site = ctx.site;
  for (const s of due) {
    if (s.kind !== 'home' || !s.change) continue;
    if (s.change.home) site = { ...site, home: { ...site.home, ...s.change.home } };
    // Buttons naming media deleted since cannot be saved when due either: they stay as they are, as then.
    const buttons = s.change.homeButtons && (await homeButtonsFrom(ctx, site, s.change.homeButtons).catch(() => null));
    if (buttons) site = { ...site, homeButtons: buttons };
  }
  return site;
}

export async function timeView(ctx: Ctx, at: string): Promise<TimeView> {
  const siteId = ctx.site.siteID;
  const { categories, entries, schedules } = ctx.app.repos;
  const [folders, profiles, due] = await Promise.all([
    categories.ofSiteInOrder(siteId),
    entries.ofSite(siteId),
    schedules.pendingUntil(siteId, at),
  ]);
  const profilesOf = new Map<string, string[]>();
  for (const e of profiles) profilesOf.set(e.categoryID, [...(profilesOf.get(e.categoryID) ?? []), e._id]);
  const flags = {
    folders: new Map(folders.map((c) => [c._id, c.isLive])),
    entries: new Map(profiles.map((e) => [e._id, e.isLive])),
    profilesOf: (id: string) => profilesOf.get(id) ?? [],
  };
  applyDueSchedules(flags, due);
  const folderThen = folders.map((c) => (flags.folders.get(c._id) === c.isLive ? c : { ...c, isLive: !c.isLive }));
  const entryThen = profiles.map((e) => (flags.entries.get(e._id) === e.isLive ? e : { ...e, isLive: !e.isLive }));
  const site = await homeAt(ctx, due);
  return { at, site, index: buildCategoryIndex(folderThen, entryThen, site.publicCategoryFilter ?? []) };
}

/**
 * The context of a public read at `previewAt` (none: `ctx` as it is). Refused before anything is read: 401
 * without a session, 403 for a signed-in user who may not edit the site.
 */
export async function atPreviewTime(ctx: Ctx, previewAt: string | undefined): Promise<Ctx> {
  if (previewAt === undefined) return ctx;
  if (!ctx.user) throw unauthorized('Sign in as an editor of this site to preview it at a time.');
  if (!canEditSite(ctx.user, ctx.site)) throw forbidden('Only editors of this site may preview it at a time.');
  const view = await timeView(ctx, new Date(Date.parse(previewAt)).toISOString());
  return { ...ctx, site: view.site, timeView: view };
}

/** A public read's context and view: `readView`, or at `previewAt` the public view as it will be then. */
export async function readViewAt(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'auth' | 'site'>,
  siteId: string,
  query: { cms?: string; previewAt?: string },
): Promise<{ ctx: Ctx; cms: boolean }> {
  const { ctx, cms } = await readView(app, request, siteId, query.cms);
  if (query.previewAt === undefined) return { ctx, cms };
  return { ctx: await atPreviewTime(ctx, query.previewAt), cms: false };
}
