/** A site's offline-screen alert settings: addresses, webhook, wait (SMTP itself is the server's configuration). */
import { DEFAULT_OFFLINE_ALERT_MINUTES, type ScreenAlerts, type ScreenAlertsReply } from '@laurel/domain';
import type { AuthedCtx } from '../context';
import { badRequest } from '../../plugins/app/http-errors';
import { checkOutboundUrl, type UrlVerdict } from '../outbound/url-check';

const REFUSED: Record<Exclude<UrlVerdict, 'ok'>, string> = {
  'not-http': 'The webhook address must start with http:// or https://.',
  'not-found': 'The webhook address cannot be reached: its server name was not found.',
  internal:
    'The webhook address points to an internal network address, where the server does not send alerts. Use a public address (an on-premises receiver must be listed in OUTBOUND_ALLOW by whoever runs the server).',
};

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
  const webhookUrl = input.webhookUrl?.trim() || null;
  if (webhookUrl) {
    const verdict = await checkOutboundUrl(webhookUrl, { allow: ctx.app.config.outboundAllow });
    if (verdict !== 'ok') throw badRequest(REFUSED[verdict]);
  }
  const saved = await ctx.app.repos.screenAlerts.save(ctx.site.siteID, {
    emails,
    webhookUrl,
    offlineAfterMinutes: input.offlineAfterMinutes,
  });
  return reply(ctx, saved);
}
