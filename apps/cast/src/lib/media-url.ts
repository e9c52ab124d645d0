import type { MediaItem } from '@laurel/domain';

/**
 * The URL of the smallest resized variant at least `targetWidth` px wide, else the original (variants are
 * made smaller than the original), so a TV loads photos at the size it shows them and never blurrier.
 */
export function mediaUrl(media: Pick<MediaItem, 'url' | 'variants'>, targetWidth: number): string {
  const variants = Object.entries(media.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url)
    .sort((a, b) => a[0] - b[0]);
  return variants.find(([w]) => w >= targetWidth)?.[1] ?? media.url;
}

export const isImage = (media: MediaItem | null | undefined): media is MediaItem =>
  !!media && media.type === 'image' && !!media.url;
