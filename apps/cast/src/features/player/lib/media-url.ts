import type { MediaItem } from '@laurel/domain';

/**
 * The URL of the smallest resized variant at least `targetWidth` px wide (else the largest variant, else the
 * original), so a TV loads photos at the size it shows them.
 */
export function mediaUrl(media: Pick<MediaItem, 'url' | 'variants'>, targetWidth: number): string {
  const variants = Object.entries(media.variants ?? {})
    .map(([w, url]) => [Number(w), url] as const)
    .filter(([w, url]) => Number.isFinite(w) && w > 0 && !!url)
    .sort((a, b) => a[0] - b[0]);
  if (variants.length === 0) return media.url;
  return (variants.find(([w]) => w >= targetWidth) ?? variants[variants.length - 1])[1];
}

export const isImage = (media: MediaItem | null | undefined): media is MediaItem =>
  !!media && media.type === 'image' && !!media.url;
