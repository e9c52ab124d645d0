import { DEFAULT_EMERGENCY_THEME, type Site } from '@laurel/domain';
import { useSiteForm } from '../../site-settings/hooks/use-site-form';

export interface EmergencyValues {
  enabled: boolean;
  text: string;
  theme: Site['castEmergencyAnnouncementTheme'];
}

export const EMERGENCY_TEXT_ERROR = 'Write the message the screens should show before switching it on.';

const SPEC = {
  read: (site: Site): EmergencyValues => ({
    enabled: site.castEmergencyAnnouncementEnabled,
    text: site.castEmergencyAnnouncementText ?? '',
    theme: site.castEmergencyAnnouncementTheme ?? DEFAULT_EMERGENCY_THEME,
  }),
  toPatch: (v: EmergencyValues) => ({
    castEmergencyAnnouncementEnabled: v.enabled,
    castEmergencyAnnouncementText: v.text.trim(),
    castEmergencyAnnouncementTheme: v.theme,
  }),
  validate: (v: EmergencyValues): Record<string, string> =>
    v.enabled && !v.text.trim() ? { text: EMERGENCY_TEXT_ERROR } : {},
};

/** The site's emergency announcement as a settings form (saved with the site). */
export const useEmergencyForm = (siteId: string, site: Site) => useSiteForm(siteId, site, SPEC);
