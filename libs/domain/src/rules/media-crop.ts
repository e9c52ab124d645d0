import type { MediaItem } from '../schemas';

/**
 * Where a cover crop keeps its subject when the item names no focal point: centred across, high in the
 * frame, so a portrait headshot cut to a wide tile keeps the top of the head and the face.
 */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.25 } as const;

const unit = (n: unknown): number | null =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : null;

/** The focal point of a media item (0–1 from the left and top), or the default one. */
export function focalPointOf(media: Pick<MediaItem, 'metadata'> | null | undefined): { x: number; y: number } {
  const f = media?.metadata?.focalPoint;
  const x = unit(f?.x);
  const y = unit(f?.y);
  return x === null || y === null ? { ...DEFAULT_FOCAL_POINT } : { x, y };
}

/** CSS `object-position` for a cover crop of a media item ('50% 25%'). */
export function coverPosition(media: Pick<MediaItem, 'metadata'> | null | undefined): string {
  const { x, y } = focalPointOf(media);
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${pct(x)} ${pct(y)}`;
}
