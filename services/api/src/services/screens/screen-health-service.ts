/**
 * Screen health (issue 17): heartbeats from kiosks and cast screens, the site's live state they compare with,
 * and the admins' list of every screen with its state and whether it shows the latest edit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activeEmergency,
  offlineAfterMs,
  screenState,
  type CastScreen,
  type HeartbeatBody,
  type HeartbeatReply,
  type LiveState,
  type ScreenHealth,
  type ScreensReply,
} from '@laurel/domain';
import type { ScreenDoc, SiteDoc } from '../../plugins/app/repositories';
import { notFound } from '../../plugins/app/http-errors';
import type { AuthedCtx, Ctx } from '../context';
import { announceBackOnline } from './screen-monitor';

/** A site keeps at most this many paired kiosks (checked when an admin pairs one). */
export const MAX_SCREENS_PER_SITE = 1000;
export const TOO_MANY_SCREENS =
  'This site already has the most screens it can keep. Remove screens that are no longer used on the Cast screens page.';

export async function liveState(app: FastifyInstance, siteId: string): Promise<LiveState> {
  const { version, changedAt } = await app.repos.siteVersions.current(siteId);
  return { contentVersion: version, changedAt, heartbeatMs: app.config.screenAlerts.heartbeatMs };
}

/** Whether a heartbeat comes from a screen of the site: a paired kiosk, or a cast screen an admin made (and kept). */
async function isKnown(ctx: Ctx, body: HeartbeatBody, known: ScreenDoc | null): Promise<boolean> {
  if (body.kind === 'kiosk') return known?.kind === 'kiosk';
  const cast = await ctx.app.repos.castScreens.byScreenId(body.screenId);
  return cast !== null && cast.siteID === ctx.site.siteID;
}

/**
 * Records a heartbeat of a known screen. A screen that says it is in sync (live stream held, every notice
 * applied) shows the version current now; otherwise the one it names (never more than the current one). A
 * screen that had been reported offline is announced back. Any other heartbeat (a kiosk nobody paired, an id
 * the site does not have) is answered with the live state and `paired: false`, and nothing is recorded.
 */
export async function recordHeartbeat(ctx: Ctx, request: FastifyRequest, body: HeartbeatBody): Promise<HeartbeatReply> {
  const { app, site } = ctx;
  const live = await liveState(app, site.siteID);
  const known = await app.repos.screens.byKey(site.siteID, body.screenId);
  if (!(await isKnown(ctx, body, known))) return { ...live, paired: false };
  const before = await app.repos.screens.record(
    {
      siteID: site.siteID,
      screenId: body.screenId,
      kind: known?.kind ?? body.kind,
      appVersion: body.appVersion,
      contentVersion: body.inSync ? live.contentVersion : Math.min(body.contentVersion, live.contentVersion),
      uptimeMs: body.uptimeMs,
      memoryBytes: body.memoryBytes,
      lastError: body.lastError,
      reload: body.reload,
      emergencyShown: body.emergencyShown,
      path: body.path ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      lastSeenAt: new Date().toISOString(),
    },
    body.kind === 'cast',
  );
  if (before?.offlineAlertedAt) void announceBackOnline(app, site, before);
  return { ...live, paired: true };
}

const kioskName = (doc: ScreenDoc) => doc.name ?? 'Kiosk';

interface Judge {
  now: number;
  latest: number;
  offlineAfter: number;
}

function health(
  doc: ScreenDoc | undefined,
  cast: CastScreen | undefined,
  { now, latest, offlineAfter }: Judge,
): ScreenHealth {
  const state = doc ? screenState(doc, now, latest, offlineAfter) : null;
  return {
    screenId: doc?.screenId ?? cast!.screenId,
    kind: cast ? 'cast' : (doc?.kind ?? 'kiosk'),
    name: cast?.name ?? kioskName(doc!),
    state,
    lastSeenAt: doc?.lastSeenAt ?? null,
    offlineSince: state === 'offline' ? doc!.lastSeenAt : null,
    appVersion: doc?.appVersion ?? null,
    contentVersion: doc?.contentVersion ?? null,
    hasLatestEdit: state !== null && state !== 'offline' && doc!.contentVersion >= latest,
    uptimeMs: doc?.uptimeMs ?? null,
    memoryBytes: doc?.memoryBytes ?? null,
    lastError: doc?.lastError ?? null,
    reload: doc?.reload ?? null,
    emergencyShown: doc?.emergencyShown ?? false,
    path: doc?.path ?? null,
    userAgent: doc?.userAgent ?? null,
  };
}

/** Every cast screen of the site (heard from or not) and every kiosk that sent a heartbeat. */
export async function listScreenHealth(ctx: AuthedCtx, castScreens: CastScreen[]): Promise<ScreensReply> {
  const { app, site } = ctx;
  const now = Date.now();
  const [docs, live] = await Promise.all([app.repos.screens.ofSite(site.siteID), liveState(app, site.siteID)]);
  const judge: Judge = { now, latest: live.contentVersion, offlineAfter: offlineAfterMs(live.heartbeatMs) };
  const byId = new Map(docs.map((d) => [d.screenId, d]));
  const castIds = new Set(castScreens.map((c) => c.screenId));
  const screens = [
    ...castScreens.map((c) => health(byId.get(c.screenId), c, judge)),
    ...docs.filter((d) => !castIds.has(d.screenId) && d.kind === 'kiosk').map((d) => health(d, undefined, judge)),
  ];
  return {
    screens,
    contentVersion: live.contentVersion,
    changedAt: live.changedAt,
    emergency: emergencyPickup(site, docs, castScreens, judge),
  };
}

/** Whether the announcement is on, and how many online screens that should show it report showing it. */
function emergencyPickup(
  site: SiteDoc,
  docs: ScreenDoc[],
  castScreens: CastScreen[],
  { now, offlineAfter }: Judge,
): ScreensReply['emergency'] {
  const active = activeEmergency(site, now);
  const optedOut = new Set(castScreens.filter((c) => !c.config.enableEmergencyAnnouncement).map((c) => c.screenId));
  const since = site.castEmergencyAnnouncementSince ?? '';
  const expected = docs.filter((d) => !optedOut.has(d.screenId) && now - Date.parse(d.lastSeenAt) <= offlineAfter);
  const pickedUp = active
    ? expected.filter((d) => d.emergencyShown && d.emergencyShownAt !== null && d.emergencyShownAt >= since).length
    : 0;
  return {
    active: active !== null,
    theme: active?.theme ?? null,
    expiresAt: active?.expiresAt ? new Date(active.expiresAt).toISOString() : null,
    pickedUp,
    of: expected.length,
  };
}

/** Removes a kiosk (it must be paired again to be monitored) or a cast screen's health record (kept while it beats). */
export async function forgetScreen(ctx: AuthedCtx, screenId: string): Promise<void> {
  if (!(await ctx.app.repos.screens.forget(ctx.site.siteID, screenId)))
    throw notFound(`There is no screen ${screenId} on this site.`);
}
