import { DEFAULT_CAST_SCREEN_CONFIG, type CastScreen, type CastScreenConfig } from '@laurel/domain';
import type { CastScreenInput } from '../api/cast-endpoints';

/** A cast screen as its editor holds it: the slide time in seconds as typed. */
export interface ScreenDraft {
  name: string;
  categoryIds: string[];
  config: CastScreenConfig;
  slideSeconds: string;
}

export const SLIDE_TIME_ERROR = 'The slide time must be at least 1 second and at most 3600 seconds (an hour).';
export const NAME_ERROR = 'Give the screen a name, such as “Gym lobby TV”.';

export const CONFIG_SWITCHES: {
  key: Exclude<keyof CastScreenConfig, 'timePerSlideInMs'>;
  label: string;
  hint: string;
}[] = [
  { key: 'showLogo', label: 'Logo and site title', hint: 'In the top corner.' },
  { key: 'showTitle', label: 'Folder name above each slide', hint: '' },
  { key: 'showQRCode', label: 'QR code', hint: 'Phones open the profile or folder shown.' },
  { key: 'showPresentingSponsors', label: 'Presenting sponsors', hint: '“Presented by” logos in the header.' },
  { key: 'showAllProfilePhotos', label: 'All profile photos', hint: 'Up to four photos per profile instead of one.' },
  {
    key: 'enableEmergencyAnnouncement',
    label: 'Show the emergency announcement',
    hint: 'When it is switched on for the site (above).',
  },
];

export function readScreen(screen: CastScreen): ScreenDraft {
  const config = { ...DEFAULT_CAST_SCREEN_CONFIG, ...screen.config };
  return {
    name: screen.name,
    categoryIds: [...screen.categoryIds],
    config,
    slideSeconds: String(config.timePerSlideInMs / 1000),
  };
}

/** The slide time in ms, or null when the seconds typed are not between 1 and 3600. */
export function slideTimeMs(seconds: string): number | null {
  const text = seconds.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const ms = Math.round(Number(text) * 1000);
  return ms >= 1000 && ms <= 3_600_000 ? ms : null;
}

export function validateScreen(d: ScreenDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!d.name.trim()) errors.name = NAME_ERROR;
  if (slideTimeMs(d.slideSeconds) === null) errors.slideSeconds = SLIDE_TIME_ERROR;
  return errors;
}

/** The config the draft stands for (the saved slide time while the typed one is invalid). */
export const draftConfig = (d: ScreenDraft): CastScreenConfig => ({
  ...d.config,
  timePerSlideInMs: slideTimeMs(d.slideSeconds) ?? d.config.timePerSlideInMs,
});

export const screenInput = (d: ScreenDraft): CastScreenInput => ({
  name: d.name.trim(),
  categoryIds: d.categoryIds,
  config: draftConfig(d),
});
