import {
  categoryPath,
  coverPosition,
  entryPath,
  formatDisplayDate,
  isFolderShowable,
  visibleEntries,
  yearOf,
  type CastScreen,
  type CastScreenConfig,
  type Category,
  type CategoryPageSettings,
  type Entry,
  type MediaItem,
} from '@laurel/domain';
import { isImage, mediaUrl } from '../../../lib/media-url';
import { plainText, shorten } from './plain-text';
import { recordBoards } from './record-board';
import { DEFAULT_CAST_CONFIG, type ProfileSlide, type Slide, type SlideImage } from './slide-types';

export interface CastContent {
  screen: CastScreen;
  categories: { category: Category; entries: Entry[] }[];
}

export interface BuildOptions {
  /** The origin public pages live on (QR codes link there), e.g. https://halls.example.org */
  origin: string;
  /** Width in device px photos are shown at; picks the resized variant. */
  imageWidth: number;
  /** The site's category-page labels and date format (site.categoryPage), for the facts under a name. */
  categoryPage?: Pick<CategoryPageSettings, 'labels' | 'dateFormat'> | null;
}

const PROFILE_PHOTO_LIMIT = 4;
const DESCRIPTION_LIMIT = 320;

/** The screen's config with SPEC defaults for anything missing or invalid (slide time 5000 ms). */
export function resolveConfig(config: Partial<CastScreenConfig> | null | undefined): CastScreenConfig {
  const merged = { ...DEFAULT_CAST_CONFIG, ...(config ?? {}) };
  const time = Number(merged.timePerSlideInMs);
  return {
    ...merged,
    timePerSlideInMs: Number.isFinite(time) && time >= 1000 ? time : DEFAULT_CAST_CONFIG.timePerSlideInMs,
  };
}

const image = (media: MediaItem, fit: SlideImage['fit'], alt: string, width: number): SlideImage => ({
  url: mediaUrl(media, width),
  fit,
  position: coverPosition(media),
  alt,
});

function profilePhotos(entry: Entry, all: boolean, width: number): SlideImage[] {
  const name = `${entry.firstName} ${entry.lastName}`.trim();
  const candidates = [entry.headshot, ...(entry.media ?? [])].filter(isImage);
  const unique = candidates.filter((m, i) => candidates.findIndex((c) => c.url === m.url) === i);
  const chosen = all ? unique.slice(0, PROFILE_PHOTO_LIMIT) : unique.slice(0, 1);
  const each = all && chosen.length > 1 ? Math.ceil(width / 2) : width;
  return chosen.map((m, i) =>
    image(m, entry.imageObjectFit ?? 'cover', i === 0 ? name : `${name}, photo ${i + 1}`, each),
  );
}

const labelled = (label: string | undefined, value: string) =>
  value ? [label?.trim(), value].filter(Boolean).join(' ') : '';

function profileFacts(entry: Entry, page: BuildOptions['categoryPage']): string[] {
  const yearOnly = page?.dateFormat === 'year';
  return [
    labelled(page?.labels?.graduationDate ?? 'Class of', yearOf(entry.graduationDate)),
    entry.activity?.trim() ?? '',
    entry.type?.trim() ?? '',
    labelled(page?.labels?.eventDate, formatDisplayDate(entry.eventDate, yearOnly)),
  ].filter((f, i, all) => f && all.indexOf(f) === i);
}

function profileSlide(
  siteId: string,
  category: Category,
  entry: Entry,
  config: CastScreenConfig,
  o: BuildOptions,
): ProfileSlide {
  return {
    kind: 'profile',
    key: `profile:${entry._id}`,
    categoryId: category._id,
    categoryName: category.categoryName,
    publicUrl: `${o.origin}${entryPath(siteId, category._id, entry._id)}`,
    background: isImage(category.background) ? image(category.background, 'cover', '', o.imageWidth) : null,
    entryId: entry._id,
    name: `${entry.firstName} ${entry.lastName}`.trim(),
    facts: profileFacts(entry, o.categoryPage),
    description: shorten(plainText(entry.description), DESCRIPTION_LIMIT),
    photos: profilePhotos(entry, config.showAllProfilePhotos, o.imageWidth),
  };
}

/**
 * The slides of a screen, in the order of its categories: one per visible profile, and for a records folder
 * one board per record column that has records (ranked by the domain's record rules).
 */
export function buildSlides(content: CastContent, options: BuildOptions): Slide[] {
  const config = resolveConfig(content.screen.config);
  const siteId = content.screen.siteID;
  return content.categories.flatMap(({ category, entries }): Slide[] => {
    if (!isFolderShowable(category)) return [];
    const shown = visibleEntries(category, entries);
    if (category.layout === 'RecordsLayout') {
      const background = isImage(category.background)
        ? image(category.background, 'cover', '', options.imageWidth)
        : null;
      return recordBoards(category, shown).map((board): Slide => ({
        ...board,
        kind: 'records' as const,
        key: `records:${category._id}:${board.columnId}`,
        categoryId: category._id,
        categoryName: category.categoryName,
        publicUrl: `${options.origin}${categoryPath(siteId, category._id)}`,
        background,
      }));
    }
    return shown.map((entry) => profileSlide(siteId, category, entry, config, options));
  });
}
