/**
 * The emergency announcement of a site (SPEC §3 castEmergencyAnnouncement…): on for every screen of the site
 * until it is switched off or its expiry passes. Cast screens show it unless their config opts out; kiosks
 * always show it (a lockdown notice belongs on every screen). Screens judge expiry with their own clock, so a
 * screen that comes back after the expiry never shows it.
 */
import type { EmergencyTheme, Site } from '../schemas/site';
import { DEFAULT_EMERGENCY_THEME } from './constants';

export interface ActiveEmergency {
  text: string;
  theme: EmergencyTheme;
  /** Epoch ms when it leaves by itself, or null (until switched off). */
  expiresAt: number | null;
}

type EmergencyFields = Pick<
  Site,
  'castEmergencyAnnouncementEnabled' | 'castEmergencyAnnouncementText' | 'castEmergencyAnnouncementTheme'
> &
  Partial<Pick<Site, 'castEmergencyAnnouncementExpiresAt'>>;

const THEMES: readonly EmergencyTheme[] = ['critical', 'warning', 'info'];

/** Epoch ms of an ISO expiry, or null when there is none (an unreadable value counts as none). */
export function emergencyExpiry(site: Partial<EmergencyFields> | null | undefined): number | null {
  const raw = site?.castEmergencyAnnouncementExpiresAt;
  if (!raw) return null;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? at : null;
}

/** The announcement every screen of the site shows at `now`, or null. */
export function activeEmergency(
  site: Partial<EmergencyFields> | null | undefined,
  now: number,
): ActiveEmergency | null {
  if (!site?.castEmergencyAnnouncementEnabled) return null;
  const expiresAt = emergencyExpiry(site);
  if (expiresAt !== null && expiresAt <= now) return null;
  const theme = THEMES.includes(site.castEmergencyAnnouncementTheme as EmergencyTheme)
    ? (site.castEmergencyAnnouncementTheme as EmergencyTheme)
    : DEFAULT_EMERGENCY_THEME;
  return { text: (site.castEmergencyAnnouncementText ?? '').trim(), theme, expiresAt };
}

/** Expiry choices offered to admins (minutes; 0 = until switched off). */
export const EMERGENCY_DURATIONS_MIN = [15, 30, 60, 120, 240, 480, 1440, 0] as const;
