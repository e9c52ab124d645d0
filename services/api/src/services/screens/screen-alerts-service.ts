/** A site's offline-screen alert settings: addresses, webhook, wait (SMTP itself is the server's configuration). */
import { DEFAULT_OFFLINE_ALERT_MINUTES, type ScreenAlerts, type ScreenAlertsReply } from '@laurel/domain';
import type { AuthedCtx } from '../context';

const NONE: ScreenAlerts = { emails: [], webhookUrl: null, offlineAfterMinutes: DEFAULT_OFFLINE_ALERT_MINUTES };

const reply = (ctx: AuthedCtx, alerts: ScreenAlerts): ScreenAlertsReply => ({
  alerts: { emails: alerts.emails, webhookUrl: alerts.webhookUrl, offlineAfterMinutes: alerts.offlineAfterMinutes },
  emailConfigured: ctx.app.config.screenAlerts.smtpUrl !== null,
});

export async function readScreenAlerts(ctx: AuthedCtx): Promise<ScreenAlertsReply> {
  return reply(ctx, (await ctx.app.repos.screenAlerts.ofSite(ctx.site.siteID)) ?? NONE);
}

export async function saveScreenAlerts(ctx: AuthedCtx, input: ScreenAlerts): Promise<ScreenAlertsReply> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const saved = await ctx.app.repos.screenAlerts.save(ctx.site.siteID, {
    emails,
    webhookUrl: input.webhookUrl?.trim() || null,
    offlineAfterMinutes: input.offlineAfterMinutes,
  });
  return reply(ctx, saved);
}
