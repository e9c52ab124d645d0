/**
 * Screen-alert delivery from the environment: SMTP for e-mail (off when SMTP_URL is unset), the public
 * address used in alert links, and how often the API looks for silent screens.
 *   SMTP_URL    smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL)
 *   SMTP_FROM   the sender, e.g. "Laurel <screens@school.example>" (required with SMTP_URL)
 *   PUBLIC_URL  https://hall.school.example (links to the RocketCast page in alerts; optional)
 *   SCREEN_CHECK_INTERVAL_MS  default 15000
 *   SCREEN_HEARTBEAT_MS  how often screens report (default 30000); silent for 3 of them + 10 s = offline
 */
export interface ScreenAlertConfig {
  smtpUrl: string | null;
  smtpFrom: string | null;
  publicUrl: string | null;
  checkIntervalMs: number;
  heartbeatMs: number;
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

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ScreenAlertConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  return n;
}

export function loadScreenAlertConfig(env: NodeJS.ProcessEnv): ScreenAlertConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const smtpFrom = env.SMTP_FROM?.trim() || null;
  if (smtpUrl && !smtpFrom) throw new ScreenAlertConfigError('SMTP_FROM is needed with SMTP_URL (the sender address).');
  return {
    smtpUrl,
    smtpFrom,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null,
    checkIntervalMs: ms(env, 'SCREEN_CHECK_INTERVAL_MS', 15_000, 100, 3_600_000),
    heartbeatMs: ms(env, 'SCREEN_HEARTBEAT_MS', 30_000, 1000, 600_000),
  };
}
