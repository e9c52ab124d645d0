/** The product version reported to monitoring and the flag service (SPEC §9). */
export const APP_VERSION = '7.33.1';

/** The session fields monitoring and flags look at (SPEC §3 "Monitoring and flag context"). */
export interface MonitoringSession {
  userEmail: string | null;
  clientID: string | null;
  styleID: string | null;
  isAuth: boolean;
  isAdmin: boolean;
  isInternal: boolean;
  touchScreen: boolean;
}

export type MonitoringRole = 'internal' | 'admin' | 'user';

/** SPEC §6: internal takes precedence, then admin, else user. */
export const monitoringRole = (s: Pick<MonitoringSession, 'isInternal' | 'isAdmin'>): MonitoringRole =>
  s.isInternal ? 'internal' : s.isAdmin ? 'admin' : 'user';

export { isBotUserAgent } from './bots';

/** The user part is included only when the user is authenticated and has an email. */
export const hasUserPart = (s: Pick<MonitoringSession, 'isAuth' | 'userEmail'>): boolean =>
  s.isAuth && Boolean(s.userEmail);

/** A stable, non-reversible id for an email: SHA-256 hex of the trimmed, lower-cased address. */
export async function hashEmail(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SiteContext {
  kind: 'site';
  key: string;
  siteID: string;
  clientID: string | null;
  touchScreen: boolean;
}
export interface UserContext {
  kind: 'user';
  key: string;
  name: string;
  email: string;
  isAuth: boolean;
  isAdmin: boolean;
  isInternal: boolean;
}
export type FlagContext = { kind: 'multi'; site: Omit<SiteContext, 'kind'>; user?: Omit<UserContext, 'kind'> };

/**
 * The flag/monitoring context: a site part (key 'site-' + site id) and, only for an authenticated user with
 * an email, a user part (key 'user-' + hash of the email).
 */
export function flagContext(s: MonitoringSession, emailHash: string | null): FlagContext {
  const siteId = s.styleID ?? 'none';
  const ctx: FlagContext = {
    kind: 'multi',
    site: { key: `site-${siteId}`, siteID: siteId, clientID: s.clientID, touchScreen: s.touchScreen },
  };
  if (hasUserPart(s) && emailHash) {
    const email = s.userEmail!;
    ctx.user = {
      key: `user-${emailHash}`,
      name: email,
      email,
      isAuth: s.isAuth,
      isAdmin: s.isAdmin,
      isInternal: s.isInternal,
    };
  }
  return ctx;
}

/** The monitoring user (SPEC §4): registered with its role when authenticated with an email, else null. */
export function monitoringUser(s: MonitoringSession, emailHash: string | null) {
  if (!hasUserPart(s) || !emailHash) return null;
  return { id: `user-${emailHash}`, email: s.userEmail!, name: s.userEmail!, role: monitoringRole(s) };
}
