import { DEFAULT_EMERGENCY_THEME, type Site } from '@laurel/domain';
import { useSiteForm } from '../../../lib/use-site-form';

export interface EmergencyValues {
  enabled: boolean;
  text: string;
  theme: Site['castEmergencyAnnouncementTheme'];
  /** How long it stays on once saved (minutes; 0 = until switched off). */
  durationMin: number;
  /** The saved expiry (ISO), shown while it is on. */
  expiresAt: string | null;
}

/** The expiry to save: now + the chosen duration, or none. */
export const expiryOf = (v: EmergencyValues, now: number): string | null =>
  v.enabled && v.durationMin > 0 ? new Date(now + v.durationMin * 60_000).toISOString() : null;

export const EMERGENCY_TEXT_ERROR = 'Write the message the screens should show before switching it on.';

const SPEC = {
  read: (site: Site): EmergencyValues => ({
    enabled: site.castEmergencyAnnouncementEnabled,
    text: site.castEmergencyAnnouncementText ?? '',
    theme: site.castEmergencyAnnouncementTheme ?? DEFAULT_EMERGENCY_THEME,
    durationMin: 0,
    expiresAt: site.castEmergencyAnnouncementExpiresAt ?? null,
  }),
  toPatch: (v: EmergencyValues) => ({
    castEmergencyAnnouncementEnabled: v.enabled,
    castEmergencyAnnouncementText: v.text.trim(),
    castEmergencyAnnouncementTheme: v.theme,
    // A new duration starts when it is saved; without one, a saved expiry stays (or goes with "off").
    castEmergencyAnnouncementExpiresAt: v.durationMin > 0 ? expiryOf(v, Date.now()) : v.enabled ? v.expiresAt : null,
  }),
  validate: (v: EmergencyValues): Record<string, string> =>
    v.enabled && !v.text.trim() ? { text: EMERGENCY_TEXT_ERROR } : {},
};

/** The site's emergency announcement as a settings form (saved with the site). */
export const useEmergencyForm = (siteId: string, site: Site) => useSiteForm(siteId, site, SPEC);
