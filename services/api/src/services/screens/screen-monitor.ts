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

/**
 * The name an admin gave the screen (a cast screen's, or the one chosen when the kiosk was paired); null for a
 * cast screen that no longer exists (nothing is sent about it). Alerts carry no text a screen sent (issue 24):
 * not its error, page, user agent or version; the screen id is the server's.
 */
async function screenName(app: FastifyInstance, doc: ScreenDoc): Promise<string | null> {
  if (doc.kind === 'cast') return (await app.repos.castScreens.byScreenId(doc.screenId))?.name ?? null;
  return doc.name ?? 'Kiosk';
}

async function alertOf(
  app: FastifyInstance,
  site: SiteDoc,
  doc: ScreenDoc,
  event: ScreenAlert['event'],
  now: number,
): Promise<ScreenAlert | null> {
  const origin = app.config.screenAlerts.publicUrl;
  const named = await screenName(app, doc);
  if (named === null) return null;
  return {
    event,
    siteId: site.siteID,
    siteName: site.home?.title?.trim() || site.styleName,
    screenId: doc.screenId,
    screenName: named,
    kind: doc.kind,
    lastSeenAt: doc.lastSeenAt,
    silentMinutes: Math.max(0, Math.round((now - Date.parse(doc.lastSeenAt)) / 60_000)),
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
      const alert = await alertOf(app, site, doc, 'screen.offline', now);
      if (!alert || !(await app.repos.screens.claimOfflineAlert(doc._id, doc.lastSeenAt))) continue;
      await deliverScreenAlert(app, alerts, alert);
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
    const alert = alerts ? await alertOf(app, site, before, 'screen.online', Date.now()) : null;
    if (alerts && alert) await deliverScreenAlert(app, alerts, alert);
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
