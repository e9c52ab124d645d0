/**
 * The security part of the configuration (docs/security.md): which proxies are trusted for the client
 * address, sign-in and anonymous-write limits, live-connection caps, where outbound fetches may go and how
 * long raw analytics events are kept. Read from the environment with the same fail-fast messages as config.ts.
 */
import { BlockList, isIP } from 'node:net';

export class SecurityConfigError extends Error {}

export interface SecurityConfig {
  /** Proxy addresses or CIDR ranges whose X-Forwarded-For is believed (TRUST_PROXY); empty = none. */
  trustProxy: string[];
  /** Sign-in attempts a minute per account (e-mail) and client together, before that pair waits (login-throttle.ts). */
  loginAccountRateLimit: number;
  /** Open change streams (SSE) allowed per client address, and in all. */
  sseMaxPerClient: number;
  sseMaxTotal: number;
  /** Hosts, addresses or CIDR ranges that outbound fetches may reach although they are internal. */
  outboundAllow: string[];
  /** Analytics events accepted per client address per minute, and per site per minute. */
  analyticsEventsPerClientPerMinute: number;
  analyticsEventsPerSitePerMinute: number;
  /** Days raw analytics events are kept (the quarter-hour counts the report reads are kept 400 days). */
  analyticsRawRetentionDays: number;
  /** Origins added to the Content-Security-Policy's script-src, connect-src and frame-src. */
  cspScriptSrc: string[];
  cspConnectSrc: string[];
  cspFrameSrc: string[];
}

function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const values = list(env, name);
  for (const value of values) {
    let ok = false;
    try {
      const url = new URL(value);
      ok = (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'wss:') && url.origin === value;
    } catch {
      ok = false;
    }
    if (!ok)
      throw new SecurityConfigError(`${name} must list origins such as https://cdn.example.com (got "${value}").`);
  }
  return values;
}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new SecurityConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  return n;
}

/** An address or CIDR range (`10.0.0.0/8`, `::1`, `fd00::/8`); throws with the variable's name otherwise. */
export function checkAddressOrRange(name: string, value: string): void {
  const [address, bits, extra] = value.split('/');
  const family = isIP(address);
  const maxBits = family === 4 ? 32 : 128;
  const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
  if (!family || !bitsOk || extra !== undefined)
    throw new SecurityConfigError(`${name} must list IP addresses or CIDR ranges (got "${value}").`);
}

/** A BlockList of addresses and ranges as written in TRUST_PROXY / OUTBOUND_ALLOW. */
export function blockListOf(values: readonly string[]): BlockList {
  const blocks = new BlockList();
  for (const value of values) {
    const [address, bits] = value.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(bits), type);
  }
  return blocks;
}

export function loadSecurityConfig(env: NodeJS.ProcessEnv, overrides: Partial<SecurityConfig> = {}): SecurityConfig {
  const trustProxy = overrides.trustProxy ?? list(env, 'TRUST_PROXY');
  for (const value of trustProxy) checkAddressOrRange('TRUST_PROXY', value);
  const outboundAllow = overrides.outboundAllow ?? list(env, 'OUTBOUND_ALLOW');
  for (const value of outboundAllow) {
    if (!isIP(value.split('/')[0]) && !/^[a-z0-9.-]+$/i.test(value))
      throw new SecurityConfigError(
        `OUTBOUND_ALLOW must list host names, IP addresses or CIDR ranges (got "${value}").`,
      );
    if (isIP(value.split('/')[0])) checkAddressOrRange('OUTBOUND_ALLOW', value);
  }
  return {
    trustProxy,
    outboundAllow,
    loginAccountRateLimit: overrides.loginAccountRateLimit ?? int(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 5, 1, 100000),
    sseMaxPerClient: overrides.sseMaxPerClient ?? int(env, 'SSE_MAX_PER_CLIENT', 20, 1, 100000),
    sseMaxTotal: overrides.sseMaxTotal ?? int(env, 'SSE_MAX_TOTAL', 2000, 1, 1000000),
    analyticsEventsPerClientPerMinute:
      overrides.analyticsEventsPerClientPerMinute ??
      int(env, 'ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE', 300, 1, 1_000_000),
    analyticsEventsPerSitePerMinute:
      overrides.analyticsEventsPerSitePerMinute ??
      int(env, 'ANALYTICS_EVENTS_PER_SITE_PER_MINUTE', 1200, 1, 10_000_000),
    cspScriptSrc: overrides.cspScriptSrc ?? origins(env, 'CSP_SCRIPT_SRC'),
    cspConnectSrc: overrides.cspConnectSrc ?? origins(env, 'CSP_CONNECT_SRC'),
    cspFrameSrc: overrides.cspFrameSrc ?? origins(env, 'CSP_FRAME_SRC'),
    analyticsRawRetentionDays:
      overrides.analyticsRawRetentionDays ?? int(env, 'ANALYTICS_RAW_RETENTION_DAYS', 30, 1, 3650),
  };
}
