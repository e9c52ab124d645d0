/**
 * Offline alerts: every SCREEN_CHECK_INTERVAL_MS the API looks, for each site that asked for alerts, for
 * screens silent longer than the site's `offlineAfterMinutes`, and tells the recipients once per silence
 * (e-mail and/or webhook). When such a screen is heard from again, they are told it is back. Each alert is
 * claimed in the database first, so with several API replicas exactly one sends it.
 */
import type { FastifyInstance } from 'fastify';
import { settingsPath, type ScreenAlerts } from '@laurel/domain';
import type { ScreenDoc, SiteDoc } from '../../plugins/app/repositories';
import { deliverScreenAlert, type ScreenAlert } from './alert-delivery';

async function screenName(app: FastifyInstance, doc: ScreenDoc): Promise<string> {
  if (doc.kind === 'cast') return (await app.repos.castScreens.byScreenId(doc.screenId))?.name ?? doc.screenId;
  return `${doc.screenId.replace(/^kiosk-/, '').slice(0, 8)}${doc.path ? ` (${doc.path})` : ''}`;
}

async function alertOf(
  app: FastifyInstance,
  site: SiteDoc,
  doc: ScreenDoc,
  event: ScreenAlert['event'],
  now: number,
): Promise<ScreenAlert> {
  const origin = app.config.screenAlerts.publicUrl;
  return {
    event,
    siteId: site.siteID,
    siteName: site.home?.title?.trim() || site.styleName,
    screenId: doc.screenId,
    screenName: await screenName(app, doc),
    kind: doc.kind,
    lastSeenAt: doc.lastSeenAt,
    silentMinutes: Math.max(0, Math.round((now - Date.parse(doc.lastSeenAt)) / 60_000)),
    lastError: doc.lastError,
    link: origin ? `${origin}${settingsPath(site.siteID, 'rocketcast')}` : null,
  };
}

/** One pass over every site with alert recipients; returns how many offline alerts went out. */
export async function checkScreens(app: FastifyInstance, now = Date.now()): Promise<number> {
  let sent = 0;
  for (const alerts of await app.repos.screenAlerts.withRecipients()) {
    const site = await app.repos.sites.findBySiteId(alerts._id);
    if (!site) continue;
    const before = new Date(now - alerts.offlineAfterMinutes * 60_000).toISOString();
    for (const doc of await app.repos.screens.silentUnalerted(site.siteID, before)) {
      if (!(await app.repos.screens.claimOfflineAlert(doc._id, doc.lastSeenAt))) continue;
      await deliverScreenAlert(app, alerts, await alertOf(app, site, doc, 'screen.offline', now));
      sent += 1;
    }
  }
  return sent;
}

/** A screen that had been reported offline sent a heartbeat (`before` = its record before it). */
export async function announceBackOnline(app: FastifyInstance, site: SiteDoc, before: ScreenDoc): Promise<void> {
  try {
    if (!(await app.repos.screens.claimBackOnline(before._id))) return;
    const alerts: ScreenAlerts | null = await app.repos.screenAlerts.ofSite(site.siteID);
    if (!alerts) return;
    await deliverScreenAlert(app, alerts, await alertOf(app, site, before, 'screen.online', Date.now()));
  } catch (err) {
    app.log.warn({ err, siteId: site.siteID }, 'could not announce a screen back online');
  }
}

/** Runs `checkScreens` on the configured interval until the app closes (one pass at a time). */
export function startScreenMonitor(app: FastifyInstance): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkScreens(app)
      .catch((err: unknown) => app.log.warn({ err }, 'screen check failed'))
      .finally(() => (running = false));
  }, app.config.screenAlerts.checkIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
