/**
 * The General settings form: colours, home page, kiosk return-home time, logos and backgrounds, category
 * pages. Values as the form edits them, how they are read from a site, checked, and saved as one site patch.
 */
import {
  CUSTOM_COLOR_NAMES,
  DEFAULT_RETURN_HOME_TIMEOUT_MS,
  MESSAGES,
  type CategoryPageSettings,
  type HomeSettings,
  type MediaItem,
  type Site,
  type SiteColors,
  type SitePatch,
} from '@laurel/domain';
import { isValidColor, primaryColorError } from '@laurel/theme/colors';
import type { FieldErrors } from '../../../lib/use-site-form';

export interface SiteImages {
  primaryLogo: MediaItem | null;
  backgroundImage: MediaItem | null;
  genericImage: MediaItem | null;
  sponsorImages: MediaItem[];
  presentingSponsorImages: MediaItem[];
}

export interface GeneralValues {
  colors: SiteColors;
  home: HomeSettings;
  /** Minutes, as typed. */
  returnHomeMinutes: string;
  categoryPage: CategoryPageSettings;
  publicCategoryFilter: string[];
  images: SiteImages;
}

export const UNREADABLE_COLOR = 'This is not a colour we can read. Use a value like #1f4e8c, rgb(31 78 140) or navy.';
export const RETURN_HOME_ERROR =
  'Enter the minutes a kiosk waits before going back to Home: a number from 0.5 to 1440.';
export const CALENDAR_LINK_ERROR =
  'Enter a calendar address that starts with https:// or a file of this site starting with / (or leave it empty).';

const MS_PER_MINUTE = 60_000;
const minutesText = (ms: number) => String(Math.round((ms / MS_PER_MINUTE) * 100) / 100);

export function readGeneral(site: Site): GeneralValues {
  const timeout = Number(site.text?.returnHomeTimeout);
  return {
    colors: { ...site.colors, primary: site.colors?.primary || site.primaryColor, custom: { ...site.colors?.custom } },
    home: { ...site.home, carouselCategoryIds: [...site.home.carouselCategoryIds] },
    returnHomeMinutes: minutesText(timeout > 0 ? timeout : DEFAULT_RETURN_HOME_TIMEOUT_MS),
    categoryPage: { ...site.categoryPage, labels: { ...site.categoryPage.labels } },
    publicCategoryFilter: [...(site.publicCategoryFilter ?? [])],
    images: {
      primaryLogo: site.primaryLogo,
      backgroundImage: site.backgroundImage,
      genericImage: site.genericImage,
      sponsorImages: site.sponsorImages,
      presentingSponsorImages: site.presentingSponsorImages,
    },
  };
}

/** The return-home time in ms, or null when the minutes typed are not a time the API accepts. */
export function returnHomeMs(minutes: string): number | null {
  const text = minutes.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const ms = Math.round(Number(text) * MS_PER_MINUTE);
  return ms >= 30_000 && ms <= 86_400_000 ? ms : null;
}

/** An http(s) address, or a path on this site (e.g. an .ics file in the media library). */
const isWebAddress = (value: string) => {
  if (/^\/[^/\s]/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Field key → message. Keys: 'primary', 'custom.{name}', 'returnHomeMinutes', 'calendarLink'. */
export function validateGeneral(v: GeneralValues): FieldErrors {
  const errors: FieldErrors = {};
  const primary = primaryColorError(v.colors.primary);
  if (primary) errors.primary = primary;
  for (const name of CUSTOM_COLOR_NAMES) {
    const value = v.colors.custom[name];
    if (value && value.trim() && !isValidColor(value)) errors[`custom.${name}`] = UNREADABLE_COLOR;
  }
  for (const shade of ['primaryLight', 'primaryDark'] as const) {
    const value = v.colors[shade];
    if (value && value.trim() && !isValidColor(value)) errors[shade] = UNREADABLE_COLOR;
  }
  if (returnHomeMs(v.returnHomeMinutes) === null) errors.returnHomeMinutes = RETURN_HOME_ERROR;
  const link = v.home.calendarLink.trim();
  if (link && !isWebAddress(link)) errors.calendarLink = CALENDAR_LINK_ERROR;
  return errors;
}

const ids = (items: MediaItem[]) => items.map((m) => m._id);

export function generalPatch(v: GeneralValues): SitePatch {
  const custom = Object.fromEntries(
    Object.entries(v.colors.custom).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const colors: SitePatch['colors'] = { ...v.colors, primary: v.colors.primary.trim(), custom };
  // An empty shade is sent as '' (derived): leaving it out would keep the stored one.
  for (const shade of ['primaryLight', 'primaryDark'] as const) colors[shade] = colors[shade]?.trim() ?? '';
  return {
    primaryColor: v.colors.primary.trim(),
    colors,
    home: { ...v.home, calendarLink: v.home.calendarLink.trim() },
    text: { returnHomeTimeout: returnHomeMs(v.returnHomeMinutes) ?? DEFAULT_RETURN_HOME_TIMEOUT_MS },
    categoryPage: v.categoryPage,
    publicCategoryFilter: v.publicCategoryFilter,
    primaryLogo: v.images.primaryLogo?._id ?? null,
    backgroundImage: v.images.backgroundImage?._id ?? null,
    genericImage: v.images.genericImage?._id ?? null,
    sponsorImages: ids(v.images.sponsorImages),
    presentingSponsorImages: ids(v.images.presentingSponsorImages),
  };
}

/** The site as visitors would see it with these values (for the preview). */
export function previewSite(site: Site, v: GeneralValues): Site {
  return {
    ...site,
    primaryColor: v.colors.primary,
    colors: v.colors,
    home: v.home,
    categoryPage: v.categoryPage,
    publicCategoryFilter: v.publicCategoryFilter,
    ...v.images,
  };
}

export const fieldOfGeneralMessage = (message: string): string | null =>
  message === MESSAGES.invalidPrimaryColor ? 'primary' : null;
