/**
 * Screen-alert delivery from the environment: SMTP for e-mail (off when SMTP_URL is unset), the public
 * address used in alert links, and how often the API looks for silent screens.
 *   SMTP_URL    smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL)
 *   SMTP_FROM   the sender, e.g. "Laurel <screens@school.example>" (required with SMTP_URL)
 *   PUBLIC_URL  https://hall.school.example (links to the RocketCast page in alerts; optional)
 *   SCREEN_CHECK_INTERVAL_MS  default 15000
 */
export interface ScreenAlertConfig {
  smtpUrl: string | null;
  smtpFrom: string | null;
  publicUrl: string | null;
  checkIntervalMs: number;
}

export class ScreenAlertConfigError extends Error {}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ScreenAlertConfigError(`${name} must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ScreenAlertConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  return raw;
}

export function loadScreenAlertConfig(env: NodeJS.ProcessEnv): ScreenAlertConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const smtpFrom = env.SMTP_FROM?.trim() || null;
  if (smtpUrl && !smtpFrom) throw new ScreenAlertConfigError('SMTP_FROM is needed with SMTP_URL (the sender address).');
  const rawInterval = env.SCREEN_CHECK_INTERVAL_MS;
  const checkIntervalMs = rawInterval ? Number(rawInterval) : 15_000;
  if (!Number.isInteger(checkIntervalMs) || checkIntervalMs < 100 || checkIntervalMs > 3_600_000)
    throw new ScreenAlertConfigError(
      `SCREEN_CHECK_INTERVAL_MS must be a whole number between 100 and 3600000 (got "${rawInterval}").`,
    );
  return {
    smtpUrl,
    smtpFrom,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null,
    checkIntervalMs,
  };
}
