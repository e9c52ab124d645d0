import {
  activeEmergency,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_EMERGENCY_THEME,
  type CastScreenConfig,
  type MediaItem,
  type Site,
} from '@laurel/domain';
import { siteFontFamilies } from '@laurel/theme';
import { isImage, mediaUrl } from './media-url';

export type EmergencyTheme = Site['castEmergencyAnnouncementTheme'];

export interface SponsorImage {
  url: string;
  alt: string;
}

/** What the site's styling contributes to a cast screen (SPEC §3 Site, §9 cast defaults). */
export interface CastLook {
  accent: string;
  title: string;
  logo: SponsorImage | null;
  sponsors: SponsorImage[];
  presentingSponsors: SponsorImage[];
  emergency: { text: string; theme: EmergencyTheme } | null;
  headingFont: string;
  bodyFont: string;
}

const EMERGENCY_THEMES: readonly EmergencyTheme[] = ['critical', 'warning', 'info'];
const LOGO_WIDTH = 480;
const SPONSOR_WIDTH = 480;

const sponsorImages = (list: readonly MediaItem[] | null | undefined): SponsorImage[] =>
  (list ?? [])
    .filter(isImage)
    .map((m) => ({ url: mediaUrl(m, SPONSOR_WIDTH), alt: m.metadata?.name || m.metadata?.description || 'Sponsor' }));

/**
 * The look of a screen from the site styling (null while it has never loaded): accent colour (the site's
 * primary colour, default #f3f3f3), title, logo, sponsors, fonts, and the emergency announcement, which shows
 * while the site enables it, its expiry has not passed (at `now`) and the screen's config allows it (theme
 * default 'critical').
 */
export function castLook(
  site: Site | null,
  config: Pick<CastScreenConfig, 'enableEmergencyAnnouncement'>,
  now: number = Date.now(),
): CastLook {
  const accent = site?.primaryColor?.trim() || site?.colors?.primary?.trim() || DEFAULT_ACCENT_COLOR;
  const theme = EMERGENCY_THEMES.includes(site?.castEmergencyAnnouncementTheme as EmergencyTheme)
    ? site!.castEmergencyAnnouncementTheme
    : DEFAULT_EMERGENCY_THEME;
  const fonts = siteFontFamilies(site?.text);
  const emergencyOn = activeEmergency(site, now) !== null && config.enableEmergencyAnnouncement;
  return {
    accent,
    title: site?.home?.title?.trim() || site?.styleName?.trim() || '',
    logo: isImage(site?.primaryLogo)
      ? { url: mediaUrl(site.primaryLogo, LOGO_WIDTH), alt: `${site?.styleName ?? ''} logo`.trim() }
      : null,
    sponsors: sponsorImages(site?.sponsorImages),
    presentingSponsors: sponsorImages(site?.presentingSponsorImages),
    emergency: emergencyOn ? { text: (site?.castEmergencyAnnouncementText ?? '').trim(), theme } : null,
    headingFont: fonts[1],
    bodyFont: fonts[2],
  };
}
