/**
 * Sends a screen alert to a site's recipients: e-mail through SMTP (nodemailer, when SMTP_URL is configured)
 * and a JSON webhook through `guardedFetch` (outbound/guarded-fetch.ts, the one way the server fetches outside
 * addresses: internal addresses are refused unless OUTBOUND_ALLOW lists them, on every connection and redirect).
 * A failure of one channel is logged and does not stop the other.
 */
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ScreenAlerts } from '@laurel/domain';
import { guardedFetch } from '../outbound/guarded-fetch';

/**
 * What an alert says: server facts and names admins chose, never text a screen sent (issue 24: a heartbeat's
 * error, page, user agent and version stay on the settings page).
 */
export interface ScreenAlert {
  event: 'screen.offline' | 'screen.online';
  siteId: string;
  siteName: string;
  screenId: string;
  screenName: string;
  kind: 'kiosk' | 'cast';
  lastSeenAt: string;
  /** Minutes it has been (or was) silent. */
  silentMinutes: number;
  /** The Cast screens settings page, when PUBLIC_URL is configured. */
  link: string | null;
}

const WEBHOOK_TIMEOUT_MS = 10_000;
/** Keyed by the app's configuration object, which route plugins' encapsulated instances share with the root. */
const transports = new WeakMap<object, Transporter>();

/** Opens the app's SMTP transport when SMTP_URL is configured (at registration: it is closed with the app). */
export function openMailer(app: FastifyInstance): void {
  const { smtpUrl } = app.config.screenAlerts;
  if (!smtpUrl) return;
  const t = nodemailer.createTransport(smtpUrl);
  transports.set(app.config, t);
  app.addHook('onClose', async () => t.close());
}

const transport = (app: FastifyInstance): Transporter | null => transports.get(app.config) ?? null;

export function alertText(alert: ScreenAlert): { subject: string; text: string } {
  const what = alert.kind === 'cast' ? `Cast screen “${alert.screenName}”` : `Kiosk “${alert.screenName}”`;
  const since = `${alert.lastSeenAt.slice(0, 16).replace('T', ' ')} UTC`;
  const subject =
    alert.event === 'screen.offline'
      ? `${what} is offline (${alert.siteName})`
      : `${what} is back online (${alert.siteName})`;
  const lines =
    alert.event === 'screen.offline'
      ? [
          `${what} of ${alert.siteName} has not been heard from since ${since} (${alert.silentMinutes} minutes).`,
          'Check that it is switched on and connected to the network.',
        ]
      : [`${what} of ${alert.siteName} is back online after ${alert.silentMinutes} minutes without a heartbeat.`];
  if (alert.link) lines.push(`Every screen's state: ${alert.link}`);
  return { subject, text: lines.join('\n\n') };
}

export async function deliverScreenAlert(
  app: FastifyInstance,
  alerts: ScreenAlerts,
  alert: ScreenAlert,
): Promise<void> {
  const { subject, text } = alertText(alert);
  const mailer = transport(app);
  const jobs: Promise<unknown>[] = [];
  if (mailer && alerts.emails.length > 0)
    jobs.push(
      mailer
        .sendMail({ from: app.config.screenAlerts.smtpFrom!, to: alerts.emails, subject, text })
        .catch((err: unknown) => app.log.warn({ err, siteId: alert.siteId }, 'screen alert e-mail failed')),
    );
  if (alerts.webhookUrl)
    jobs.push(
      guardedFetch(alerts.webhookUrl, {
        method: 'POST',
        body: JSON.stringify({ ...alert, subject, text }),
        headers: { 'content-type': 'application/json', 'user-agent': 'Laurel screen alerts' },
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxBytes: 64 * 1024,
        policy: { allow: app.config.outboundAllow },
      })
        .then((res) => {
          if (!res.ok) app.log.warn({ status: res.status, siteId: alert.siteId }, 'screen alert webhook refused');
        })
        .catch((err: unknown) => app.log.warn({ err, siteId: alert.siteId }, 'screen alert webhook failed')),
    );
  await Promise.all(jobs);
}
